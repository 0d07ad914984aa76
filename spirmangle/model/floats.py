"""Floating-point template arguments ``L <float type> <hex> E`` (Itanium 5.1.6:
the value's representation as fixed-length lowercase hexadecimal, most
significant byte first): which lengths are read, and the value as
llvm-cxxfilt-19 prints it on x86-64 Linux, glibc's ``%a`` (``%a`` with an
``f`` after it for a float, x87's ``%La`` with an ``L`` for a long double):
``0x1.8p+0``, ``-0x1p-2``, ``0x1.4p+1f``, ``0xcp-3L``, ``inf``, ``-nan``.
c++filt prints the digits as they are: ``(double)[3ff8000000000000]``.

A long double is x87's 80 bits: 20 digits as clang writes them, or 32 as g++
writes them (12 zero digits of padding first).  32 digits that do not start
with that padding are an IEEE quad (other targets' long double), which
llvm-cxxfilt-19 on x86-64 reads in neither length: the llvm style prints those
digits as c++filt does.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

# the builtin's name -> the lengths of its representation in hex digits
FLOAT_DIGITS = {"float": (8,), "double": (16,), "long double": (20, 32)}
_HEX = frozenset("0123456789abcdef")
_SUFFIX = {"float": "f", "double": "", "long double": "L"}


def valid_digits(type_name: str, digits: str) -> bool:
    """Whether ``digits`` are a representation of a ``type_name`` value."""
    lengths = FLOAT_DIGITS.get(type_name)
    return lengths is not None and len(digits) in lengths and all(c in _HEX for c in digits)


def _hex_fraction(bits: int, digits: int) -> str:
    """``.<hex digits>`` of a fraction of ``digits`` nibbles, trailing zeros
    dropped (nothing if it is zero), as glibc's ``%a`` writes it."""
    text = ("%0*x" % (digits, bits)).rstrip("0")
    return "." + text if text else ""


def _special(negative: bool, nan: bool) -> str:
    return ("-" if negative else "") + ("nan" if nan else "inf")


def _binary(bits: int, exponent_bits: int, fraction_bits: int) -> str:
    """glibc's ``%a`` of an IEEE binary32/binary64 value (a float is printed
    as the double it converts to, which is the same number)."""
    negative = bool(bits >> (exponent_bits + fraction_bits))
    exponent = (bits >> fraction_bits) & ((1 << exponent_bits) - 1)
    fraction = bits & ((1 << fraction_bits) - 1)
    bias = (1 << (exponent_bits - 1)) - 1
    sign = "-" if negative else ""
    if exponent == (1 << exponent_bits) - 1:
        return _special(negative, fraction != 0)
    if exponent == 0 and fraction == 0:
        return sign + "0x0p+0"
    if fraction_bits == 23:  # a float: as the double it converts to (52 fraction bits)
        if exponent == 0:  # a float denormal is a normal double
            shift = fraction_bits + 1 - fraction.bit_length()
            fraction = (fraction << shift) & ((1 << fraction_bits) - 1)
            power = 1 - bias - shift
        else:
            power = exponent - bias
        return "%s0x1%sp%+d" % (sign, _hex_fraction(fraction << (52 - 23), 13), power)
    if exponent == 0:
        return "%s0x0%sp%+d" % (sign, _hex_fraction(fraction, 13), 1 - bias)
    return "%s0x1%sp%+d" % (sign, _hex_fraction(fraction, 13), exponent - bias)


def _x87(bits: int) -> str:
    """glibc's ``%La`` of an x87 80-bit value: the mantissa's first nibble
    (its explicit integer bit among them) before the point."""
    negative = bool(bits >> 79)
    exponent = (bits >> 64) & 0x7FFF
    mantissa = bits & ((1 << 64) - 1)
    sign = "-" if negative else ""
    if exponent == 0x7FFF or (exponent and not mantissa >> 63):  # x87: unnormals are NaNs
        return _special(negative, exponent != 0x7FFF or mantissa != 1 << 63)
    if exponent == 0 and mantissa == 0:
        return sign + "0x0p+0"
    power = (1 - 16383 if exponent == 0 else exponent - 16383) - 3
    return "%s0x%x%sp%+d" % (sign, mantissa >> 60, _hex_fraction(mantissa & ((1 << 60) - 1), 15),
                             power)


def llvm_text(type_name: str, digits: str) -> Optional[str]:
    """The value as llvm-cxxfilt-19 prints it (None: it does not read it)."""
    if type_name == "long double":
        if len(digits) == 32:
            if not digits.startswith("0" * 12):
                return None
            digits = digits[12:]
        text = _x87(int(digits, 16))
    elif type_name == "double":
        text = _binary(int(digits, 16), 11, 52)
    else:
        text = _binary(int(digits, 16), 8, 23)
    return text + _SUFFIX[type_name]
