"""Fixed words of the printers (:mod:`spirmangle.render.core` and its fast path,
:mod:`spirmangle.render.fast`): special names' introductions, the std
abbreviations spelled out, the anonymous namespace and ABI tags."""

from __future__ import annotations

from ..model import TaggedName

# Every peer prints GCC's name of the anonymous namespace (_GLOBAL__N_1) so.
ANONYMOUS_NAMESPACE = "(anonymous namespace)"

# How each special name is introduced (the style's own words, else the common ones).
SPECIAL_WORDS = {
    ("vtable", ""): "vtable for ",
    ("VTT", ""): "VTT for ",
    ("typeinfo", ""): "typeinfo for ",
    ("typeinfo name", ""): "typeinfo name for ",
    ("guard variable", ""): "guard variable for ",
    ("TLS init", ""): "thread-local initialization routine for ",
    ("TLS init", "gnu"): "TLS init function for ",
    ("TLS wrapper", ""): "thread-local wrapper routine for ",
    ("TLS wrapper", "gnu"): "TLS wrapper function for ",
    ("non-virtual thunk", ""): "non-virtual thunk to ",
    ("virtual thunk", ""): "virtual thunk to ",
    ("transaction clone", ""): "transaction clone for ",
    ("non-transaction clone", ""): "non-transaction clone for ",
}

_TRAITS = "std::char_traits<char>"
# What c++filt (always) and llvm-cxxfilt (before a constructor) print for Ss/Si/So/Sd:
# c++filt keeps closing brackets apart, LLVM 15 and later do not.
FULL_ABBREVIATIONS = {
    style: {
        "Ss": "std::basic_string<char, %s, std::allocator<char>%s>" % (_TRAITS, space),
        "Si": "std::basic_istream<char, %s%s>" % (_TRAITS, space),
        "So": "std::basic_ostream<char, %s%s>" % (_TRAITS, space),
        "Sd": "std::basic_iostream<char, %s%s>" % (_TRAITS, space),
    } for style, space in (("gnu", " "), ("llvm", ""))
}
ABBREVIATION_CLASS = {"Sa": "allocator", "Sb": "basic_string", "Ss": "basic_string",
                      "Si": "basic_istream", "So": "basic_ostream", "Sd": "basic_iostream"}


def identifier(text: str, style: str) -> str:
    """A source name's identifier as printed: GCC's ``_GLOBAL__N_1`` is the anonymous
    namespace.  llvm-cxxfilt takes every name that starts ``_GLOBAL__N``; c++filt
    (and the opencl style) also ``_GLOBAL_.N`` and ``_GLOBAL_$N`` (other targets'
    spellings)."""
    if text.startswith("_GLOBAL_") and len(text) >= 10 and text[9] == "N" and (
            text[8] == "_" or (text[8] in ".$" and style != "llvm")):
        return ANONYMOUS_NAMESPACE
    return text


def abi_tags(n: TaggedName) -> str:
    return "".join("[abi:%s]" % tag for tag in n.tags)
