"""The C++ sources of the C++ for OpenCL and SYCL ground-truth corpus
(tests/support/make_cxx_opencl_corpus.py compiles them; issue 21).

:func:`sources` writes the same C++ for every language: a prelude maps the
address-space macros (``AS_G`` global, ``AS_L`` local, ``AS_C`` constant,
``AS_P`` private, ``AS_N`` generic) to the keywords of C++ for OpenCL or to the
``opencl_*`` attributes SYCL device code uses (as intel/llvm's SYCL headers
spell them), ``THIS_AS(q)`` to a method's address space (C++ for OpenCL only)
and ``KERNEL_ATTR`` to ``sycl_kernel`` (SYCL only).  Each topic covers one
family systematically:

* ``params``: functions over combinations of declarators (by value, pointers,
  references, references to pointers, nested pointers with mixed address
  spaces, pointers and references to arrays, function pointers, rvalue
  references) of builtin, class, class template, typedef and enum types in
  every address space (none, written ``__private``, ``__generic``, the named
  ones), repeated so that substitutions refer to whole parameters and to
  their parts, in namespaces, ``std``, an anonymous namespace and the global one;
* ``templates``: function templates over shapes of their parameter (``T``,
  ``T *``, ``T &``, ``T &&``, ``T **``, ``T *&``, ``AS T *`` written on the
  dependent type, ``Tpl<T>``, arrays, function pointers; return types ``T``,
  ``auto``, ``decltype``), instantiated explicitly with address-space-qualified
  arguments and implicitly by calls that deduce them from locals (``__private``
  in C++ for OpenCL), parameters and references;
* ``members``: classes with methods in every ``this`` address space and
  cv/ref qualifier, constructors, destructors, operators, conversions, static
  and template members, class templates over address-space-qualified types;
* ``lambdas``: lambdas and functors, generic lambdas, and SYCL-style kernel
  entry points (``sycl_kernel`` templates named by classes, functors and
  lambdas, whose names ``__builtin_sycl_unique_stable_name`` also gives);
* ``scopes``: typedefs, ``auto``/``decltype`` parameters and returns, local
  classes, nested classes, ``std``-like and inline namespaces.

Statements that one language rejects are removed by the corpus maker (each is
on a line of its own), so the text is the same for all.  Everything is seeded:
the output is deterministic.
"""

from __future__ import annotations

import random
import re
from typing import Iterator

PRELUDE = r"""
#if defined(__OPENCL_CPP_VERSION__)
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
#define AS_G __global
#define AS_L __local
#define AS_C __constant
#define AS_P __private
#if defined(__opencl_c_generic_address_space) || __OPENCL_CPP_VERSION__ == 100
#define AS_N __generic
#else
#define AS_N
#endif
#define THIS_AS(q) q
#define KERNEL_ATTR
#define KERNEL_NAME(T) ""
#else
#define AS_G __attribute__((opencl_global))
#define AS_L __attribute__((opencl_local))
#define AS_C __attribute__((opencl_constant))
#define AS_P __attribute__((opencl_private))
#define AS_N __attribute__((opencl_generic))
#define THIS_AS(q)
#define KERNEL_ATTR __attribute__((sycl_kernel))
#define KERNEL_NAME(T) __builtin_sycl_unique_stable_name(T)
#endif
struct Foo { int x; };
namespace ns1 { struct Bar { int y; }; namespace inner { struct Baz { int z; }; } }
template <class T> struct Tpl { T *p; };
template <class A, class B> struct Pair { A *a; B *b; };
template <class T> using Id = T;
typedef int Td;
typedef Foo FooAlias;
enum En { EA, EB };
enum class Ec : short { A };
namespace std { template <class T> struct vec { T *d; }; struct string { char *s; }; }
"""

SPACES = ("", "AS_G", "AS_L", "AS_C", "AS_P", "AS_N")
ELEMENTS = ("int", "float", "char", "unsigned long", "Foo", "ns1::Bar", "ns1::inner::Baz",
            "Tpl<int>", "Td", "FooAlias", "En", "Ec", "std::vec<float>", "Pair<int, Foo>")


def _sp(space: str, text: str) -> str:
    return (space + " " + text) if space else text


def declarator(shape: str, element: str, space: str, space2: str) -> str:
    """A parameter type: ``shape`` of ``element`` in address space ``space`` (and
    ``space2`` for the outer pointer of a nested one)."""
    x = _sp(space, element)
    return {
        "val": element,
        "ptr": x + " *",
        "cptr": "const " + x + " *",
        "vptr": "volatile " + x + " *",
        "ref": x + " &",
        "cref": "const " + x + " &",
        "rref": x + " &&",
        "pp": _sp(space2, x + " *") + " *",
        "pref": x + " *&",
        "ppref": _sp(space2, x + " *") + " *&",
        "parr": x + " (*)[3]",
        "rarr": x + " (&)[2]",
        "fptr": "void (*)(" + x + " *)",
        "fret": x + " *(*)(int)",
        "cpc": "const " + x + " *const *",
    }[shape]


SHAPES = ("val", "ptr", "cptr", "vptr", "ref", "cref", "rref", "pp", "pref", "ppref", "parr",
          "rarr", "fptr", "fret", "cpc")

SCOPES = (("", ""), ("namespace nsa {", "}"), ("namespace std {", "}"),
          ("namespace {", "}"), ("namespace nsb { namespace nsc {", "} }"),
          ("inline namespace v1 {", "}"))


def _param(rng: random.Random) -> str:
    shape = rng.choice(SHAPES)
    space = "" if shape == "val" else rng.choice(SPACES)
    return declarator(shape, rng.choice(ELEMENTS), space, rng.choice(SPACES))


def params_topic(count: int = 1400, seed: int = 2101) -> str:
    """Functions over parameter combinations, repeated in patterns that make
    substitutions refer to whole parameters and to their parts."""
    rng = random.Random(seed)
    lines = []
    patterns = ("{a}, {b}, {a}, {b}", "{a}, {b}", "{a}, {a}", "{a}, {b}, {c}, {b}, {a}",
                "{a}", "{a}, {b}, {c}")
    per_scope = count // len(SCOPES)
    n = 0
    for opening, closing in SCOPES:
        lines.append(opening)
        for _ in range(per_scope):
            a, b, c = _param(rng), _param(rng), _param(rng)
            pattern = rng.choice(patterns)
            lines.append("void p%d(%s) {}" % (n, pattern.format(a=a, b=b, c=c)))
            n += 1
        lines.append(closing)
    return "\n".join(lines)


# Function templates: (name suffix, template head, return, parameters) where T is
# the template parameter; U the second one of two-parameter templates.
T_SHAPES = {
    "val": "T", "ptr": "T *", "ref": "T &", "cref": "const T &", "fwd": "T &&",
    "pp": "T **", "pref": "T *&", "gptr": "AS_G T *", "lptr": "AS_L T *", "privp": "AS_P T *",
    "cptr": "const T *", "tpl": "Tpl<T>", "tplp": "Tpl<T> *", "tplr": "Tpl<T> &",
    "arr": "T (*)[2]", "fp": "void (*)(T *)", "vec": "std::vec<T> &",
}
T_RETURNS = {"v": "void", "t": "T", "tp": "T *", "a": "auto", "dt": "auto"}
# Explicit template arguments (for the instantiations with <ARG>).
T_ARGS = ("int", "AS_G int", "AS_L float", "AS_C char", "AS_P int", "AS_N int", "Foo",
          "AS_G Foo", "AS_P Foo", "int *", "AS_G int *", "AS_P int *", "AS_G int *AS_L *",
          "const int", "const AS_G int", "Tpl<AS_G int>", "Tpl<int>", "ns1::Bar",
          "AS_L ns1::Bar", "float *", "Foo *", "AS_N Foo *")
# Arguments of calls that deduce T, by the parameter shape they fit: expressions
# over drive()'s parameters and locals (x: int, f: Foo, px: int *; in C++ for
# OpenCL the locals are __private).
DEDUCED = {
    "T *": ("&x", "g", "l", "d", "&f", "gf", "px", "&px", "cg"),
    "T &": ("x", "*g", "*l", "f", "*gf", "px", "*d", "g"),
    "const T &": ("x", "*g", "f", "1", "px"),
    "T &&": ("x", "*g", "f", "2", "px", "static_cast<int &&>(x)"),
    "T": ("x", "g", "&x", "f", "px", "1.0f"),
    "T **": ("&px", "&g", "pg"),
    "T *&": ("px", "g", "d"),
    "AS_G T *": ("g", "gf"),
    "AS_L T *": ("l",),
    "AS_P T *": ("&x", "&f"),
    "const T *": ("&x", "g", "cg", "px"),
    "Tpl<T>": ("tx", "tg"),
    "Tpl<T> *": ("&tx", "&tg"),
    "Tpl<T> &": ("tx", "tg"),
    "T (*)[2]": ("&arr", "garr"),
    "void (*)(T *)": ("fn_int", "fn_g"),
    "std::vec<T> &": ("vx", "vg"),
}
DRIVE_PARAMS = ("AS_G int *g, AS_L float *l, int *d, AS_G Foo *gf, const AS_G int *cg, "
                "AS_G int *AS_P *pg, AS_G int (*garr)[2], Tpl<AS_G int> tg, "
                "std::vec<AS_G int> vg, void (*fn_g)(AS_G int *)")
DRIVE_LOCALS = ("int x = 0; Foo f; int *px = &x; int arr[2]; Tpl<int> tx; std::vec<int> vx; "
                "void (*fn_int)(int *) = 0;")


def _template_decls(rng: random.Random) -> Iterator[tuple[str, str, list[str], str]]:
    """(name, definition, parameter shapes, return key) of each function template."""
    keys = sorted(T_SHAPES)
    n = 0
    for first in keys:
        for second in rng.sample(keys, 5):
            ret = rng.choice(sorted(T_RETURNS))
            shapes = [T_SHAPES[first], T_SHAPES[second], T_SHAPES[first]]
            if rng.random() < 0.3:
                shapes.append(rng.choice(sorted(EXTRA)))
            params = ", ".join(_named(s, "a%d" % i) for i, s in enumerate(shapes))
            name = "t%d" % n
            n += 1
            if ret == "dt":
                decl = "template <class T> auto %s(%s) -> decltype(a0) { return a0; }" % (name, params)
            elif ret == "a":
                decl = "template <class T> auto %s(%s) { return 0; }" % (name, params)
            elif ret == "v":
                decl = "template <class T> void %s(%s) {}" % (name, params)
            else:
                decl = "template <class T> %s %s(%s) { return *(%s *)0; }" % (
                    T_RETURNS[ret], name, params, T_RETURNS[ret])
            yield name, decl, shapes, ret


EXTRA = {"int *": "px", "const Foo &": "f", "AS_G int *": "g", "Foo": "f", "int": "x"}


def _named(shape: str, name: str) -> str:
    """A parameter declaration of type ``shape`` named ``name``."""
    if "(*)" in shape:
        return shape.replace("(*)", "(*%s)" % name)
    if "(&)" in shape:
        return shape.replace("(&)", "(&%s)" % name)
    return "%s %s" % (shape, name)


def _instantiation(name: str, shapes: list[str], ret: str, arg: str) -> str:
    """An explicit instantiation of template ``name`` with T = ``arg`` (spelled
    Id<arg>, so that ``const T &`` stays a reference to const T)."""
    t = "Id<%s>" % arg
    params = ", ".join(re.sub(r"\bT\b", t, s) for s in shapes)
    if ret == "a":
        return "template auto %s<%s>(%s);" % (name, arg, params)
    if ret == "dt":
        return "template auto %s<%s>(%s) -> %s;" % (
            name, arg, params, re.sub(r"\bT\b", t, shapes[0]))
    returns = re.sub(r"\bT\b", t, T_RETURNS[ret])
    return "template %s %s<%s>(%s);" % (returns, name, arg, params)


# The object of type T an argument expression deducing T from ``T *`` designates.
_POINTED = {"&x": "x", "g": "*g", "l": "*l", "d": "*d", "&f": "f", "gf": "*gf", "px": "*px",
            "&px": "px", "cg": "*cg"}
_POINTERS = ("T *", "const T *", "AS_G T *", "AS_L T *", "AS_P T *")
_REFERENCES = ("T &", "const T &", "T &&", "T")


def _argument(first: str, expr: str, shape: str) -> str:
    """An argument for parameter ``shape`` meant to deduce the T that ``expr``
    deduces from ``first`` (clang rejects, and the maker drops, the calls where
    it does not)."""
    if shape == first:
        return expr
    obj = _POINTED.get(expr) if first in _POINTERS else expr if first in _REFERENCES else None
    if obj is None:
        return expr
    if shape in _POINTERS:
        return "&(%s)" % obj
    if shape in _REFERENCES:
        return obj
    return expr


def templates_topic(seed: int = 2102) -> str:
    rng = random.Random(seed)
    lines = []
    drives = []
    for name, decl, shapes, ret in _template_decls(rng):
        lines.append(decl)
        for arg in rng.sample(T_ARGS, 8):
            lines.append(_instantiation(name, shapes, ret, arg))
        for expr in DEDUCED[shapes[0]]:
            call = [_argument(shapes[0], expr, s) for s in shapes[:3]]
            call += [EXTRA[s] for s in shapes[3:]]
            drives.append("  %s(%s);" % (name, ", ".join(call)))
    lines.append("void drive(%s) {" % DRIVE_PARAMS)
    lines.append("  " + DRIVE_LOCALS)
    lines.extend(drives)
    lines.append("}")
    return "\n".join(lines)


# Members: a class per (method qualifier set, parameter), its special members and
# operators; class templates instantiated over address-space-qualified types.
THIS_QUALS = ("", "const", "volatile", "THIS_AS(AS_G)", "THIS_AS(AS_L)", "THIS_AS(AS_C)",
              "THIS_AS(AS_P)", "THIS_AS(AS_N)", "const THIS_AS(AS_G)", "&", "&&", "const &",
              "THIS_AS(AS_G) &", "const THIS_AS(AS_P) &&")
MEMBER_PARAMS = ("", "int", "int *", "AS_G int *", "AS_P int *", "Foo &", "const Foo &",
                 "AS_L Foo *", "M{n} &", "const M{n} &", "M{n} *", "AS_G M{n} *", "AS_P M{n} &",
                 "Foo *, Foo *", "AS_G int *, int *, AS_G int *", "int *, int *")


def members_topic(seed: int = 2103) -> str:
    rng = random.Random(seed)
    lines = []
    for n in range(40):
        ps = [p.replace("{n}", str(n)) for p in rng.sample(MEMBER_PARAMS, 6)]
        opening, closing = SCOPES[n % len(SCOPES)]
        lines.append(opening)
        lines.append("struct M%d {" % n)
        lines.append("  int v;")
        lines.append("  M%d();" % n)
        lines.append("  M%d(%s);" % (n, ps[0] or "long"))
        lines.append("  M%d(const M%d &);" % (n, n))
        lines.append("  M%d(M%d &&);" % (n, n))
        lines.append("  ~M%d();" % n)
        lines.append("  M%d &operator=(const M%d &);" % (n, n))
        lines.append("  M%d &operator+=(%s);" % (n, ps[1] or "int"))
        lines.append("  bool operator==(const M%d &) const;" % n)
        lines.append("  int operator[](%s);" % (ps[2] or "int"))
        lines.append("  void operator()(%s);" % ps[3])
        lines.append("  operator int *();")
        lines.append("  operator AS_G int *() const;")
        lines.append("  static void s(%s);" % ps[4])
        lines.append("  template <class T> void tm(T *, %s);" % (ps[5] or "int"))
        lines.append("  template <class T> T *tr(T &);")
        for q in THIS_QUALS:
            for k, p in enumerate(rng.sample(ps, 2)):
                lines.append("  void m%d_%d(%s) %s;" % (THIS_QUALS.index(q), k, p, q))
        lines.append("  struct In { void f(%s); template <class U> void g(U, %s); };" % (ps[1], ps[2]))
        lines.append("};")
        lines.append("void use%d(M%d &r, AS_G M%d *g, AS_G int *gi) {" % (n, n, n))
        lines.append("  int x = 0; M%d::In in;" % n)
        for call in ("r.tm(&x, {})", "r.tm(gi, {})", "r.tm(&r, {})", "r.tr(x)", "r.tr(*gi)",
                     "r.tr(r)", "in.g(x, {})", "in.g(gi, {})", "in.g(&x, {})", "in.g(r, {})",
                     "g->tm(&x, {})", "g->tr(*g)"):
            lines.append("  %s;" % call)
        lines.append("}")
        lines.append(closing)
    lines.append(CLASS_TEMPLATES)
    return "\n".join(lines)


CLASS_TEMPLATES = r"""
template <class T> struct Box {
  T *v;
  Box();
  Box(T *);
  Box(const Box &);
  ~Box();
  void set(T *p);
  void set2(T *p, T *q, T &r) THIS_AS(AS_G);
  T &get() const;
  template <class U> void put(U *, T *);
  template <class U> U conv(T &, U);
  Box &operator=(const Box &);
  operator T *();
  T &operator[](int);
  static Box make(T *);
};
template <class A, class B> struct Two { void f(A *, B *, A *, B *); static void g(A &, B &); };
""" + "\n".join("template struct Box<%s>;" % t for t in (
    "int", "AS_G int", "AS_L float", "AS_P int", "AS_G int *", "int *", "Foo", "AS_G Foo",
    "AS_C char", "AS_P Foo *", "Tpl<AS_G int>", "const AS_G int", "AS_N int", "ns1::Bar",
    "AS_L ns1::Bar", "std::vec<int>", "AS_G int *AS_L *")) + r"""
template struct Two<int, AS_G int>;
template struct Two<AS_G int, int>;
template struct Two<AS_P int, AS_G int>;
template struct Two<Foo, AS_L Foo>;
template struct Two<int *, AS_G int *>;
template struct Two<AS_L float, AS_L float>;
template struct Two<AS_P Foo, Foo>;
void use_boxes(AS_G int *g, AS_L float *l) {
  int x = 0; Foo f; Box<int> b; Box<AS_G int> bg;
  b.put(g, &x);
  b.put(&x, &x);
  b.put(l, &x);
  bg.put(&x, g);
  bg.put(&f, g);
  b.conv(x, 1.0f);
  b.conv(x, g);
  bg.conv(*g, &x);
}
"""


LAMBDAS = r"""
template <typename Name, typename F> KERNEL_ATTR void kernel_single_task(const F &f) { f(); }
template <typename Name, typename F> KERNEL_ATTR void kernel_by_value(F f) { f(); }
template <typename Name, typename F, int D> KERNEL_ATTR void kernel_nd(const F &f) { int i = D; f(i); }
struct Functor { AS_G int *p; void operator()() const { *p = 1; } };
struct FunctorI { AS_G int *p; void operator()(int &i) const { *p = i; } };
template <class T> struct TFunctor { AS_G T *p; void operator()() const { *p = T(); } };
namespace kn { struct NamedK; template <int N> struct KT; struct Functor2 { void operator()() const {} }; }
template <class T> void templated_submit(AS_G T *g, T v) {
  kernel_single_task<class TK>([=]() { *g = v; });
  kernel_single_task<kn::KT<3>>(TFunctor<T>{g});
}
"""


# Functors whose call operator takes a reference, then a namespace's class, then a
# pointer into the namespace again (a substitution of the namespace's name after a
# place where clang's OpenCL rule would make a phantom: the shape of issue 21's
# unread SYCL functor names).
FUNCTOR_FIRST = ("Foo &", "const Foo &", "Tpl<int> &", "AS_G Foo &", "int &", "Foo *")
FUNCTOR_MIDDLE = ("ns1::Bar", "ns1::inner::Baz", "std::vec<int>", "const ns1::Bar &")
FUNCTOR_LAST = ("AS_G ns1::inner::Baz *", "AS_L ns1::Bar *", "ns1::inner::Baz *", "AS_G std::vec<int> *",
                "AS_P ns1::Bar *", "AS_N ns1::inner::Baz *")


def functors() -> Iterator[str]:
    n = 0
    for first in FUNCTOR_FIRST:
        for middle in FUNCTOR_MIDDLE:
            for last in FUNCTOR_LAST:
                params = "%s, %s, %s" % (first, middle, last)
                yield "struct Fn%d { void operator()(%s) const {} };" % (n, params)
                yield "namespace fk { struct Fk%d { void operator()(%s, %s) const {} }; }" % (
                    n, params, first)
                yield "void fn%d(%s) {}" % (n, params)
                yield "void fn%d_use() { kernel_single_task<Fn%d>([=]() {}); }" % (n, n)
                n += 1


def lambdas_topic(seed: int = 2104) -> str:
    rng = random.Random(seed)
    lines = [LAMBDAS]
    lines.extend(functors())
    captures = ("int *p", "AS_G int *p", "Foo &f", "const Foo &f", "auto *p", "auto &r", "auto p",
                "AS_L float *l", "int x, AS_G int *g", "auto *a, auto *b", "AS_P int *q",
                "int (*arr)[2]", "Tpl<int> t", "std::vec<AS_G int> &v")
    calls = {"int *p": "(px)", "AS_G int *p": "(g)", "Foo &f": "(f)", "const Foo &f": "(f)",
             "auto *p": "(g)", "auto &r": "(x)", "auto p": "(g)", "AS_L float *l": "(l)",
             "int x, AS_G int *g": "(x, g)", "auto *a, auto *b": "(g, &x)",
             "AS_P int *q": "(&x)", "int (*arr)[2]": "(&arr)", "Tpl<int> t": "(t)",
             "std::vec<AS_G int> &v": "(v)"}
    for n in range(60):
        opening, closing = SCOPES[n % len(SCOPES)]
        lines.append(opening)
        lines.append("void host%d(AS_G int *g, AS_L float *l, std::vec<AS_G int> &v) {" % n)
        lines.append("  int x = 0; int *px = &x; Foo f; int arr[2]; Tpl<int> t;")
        for k, cap in enumerate(rng.sample(captures, 5)):
            lines.append("  auto l%d = [=](%s) { (void)g; }; l%d%s;" % (k, cap, k, calls[cap]))
            if "auto" in cap:
                lines.extend("  l%d(%s);" % (k, arg) for arg in ("px", "f", "l", "&f", "x"))
        lines.append("  kernel_single_task<class K%d>([=]() { *g = x; });" % n)
        lines.append("  kernel_by_value<struct S%d>(Functor{g});" % n)
        lines.append("  kernel_nd<kn::KT<%d>, FunctorI, %d>(FunctorI{g});" % (n, n % 3 + 1))
        lines.append("  kernel_single_task<kn::NamedK>(kn::Functor2{});")
        lines.append("  kernel_single_task<class Inner%d>([=]() { auto in = [&](int *q) { *q = x; }; in(px); });"
                     % n)
        lines.append("  templated_submit(g, x);")
        lines.append("  templated_submit((AS_G float *)g, 1.0f);")
        lines.append("  const char *names%d[] = { KERNEL_NAME(class K%d), KERNEL_NAME(Functor), "
                     "KERNEL_NAME(decltype(l0)), KERNEL_NAME(kn::KT<%d>) };" % (n, n, n))
        lines.append("}")
        lines.append(closing)
    return "\n".join(lines)


SCOPES_TOPIC = r"""
typedef AS_G int gint;
typedef AS_G int *gintp;
typedef int *intp;
typedef Foo *FooP;
using LRef = AS_L float &;
namespace std { inline namespace __1 { template <class T> struct basic { T *p; }; void sfn(basic<int> &, basic<AS_G int> &); } }
namespace std { void swap(int *, int *); void swap(AS_G int *, AS_G int *); template <class T> void move(T &, T &); }
struct Outer { struct Inner { void m(Inner *, Outer *); template <class T> void t(T *, Inner &); }; enum E { A }; void e(E, Inner::E2 *); };
"""


def scopes_topic(seed: int = 2105) -> str:
    rng = random.Random(seed)
    lines = [SCOPES_TOPIC.replace(", Inner::E2 *", "")]
    typedefs = ("gint *", "gintp", "gintp *", "intp", "intp &", "FooP", "FooP *", "LRef",
                "const gint &", "Td *", "AS_G Td *", "FooAlias &", "AS_P FooP *")
    for n in range(120):
        a, b = rng.sample(typedefs, 2)
        lines.append("void td%d(%s, %s, %s, %s);" % (n, a, b, a, b))
    lines.append("auto ret1(AS_G int *p) -> decltype(p);")
    lines.append("template <class T> auto dret(T *p) -> decltype(*p);")
    lines.append("template <class T> auto dret2(T *p, T *q) -> decltype(p + 1);")
    lines.append("template <class T, class U> auto dsum(T a, U b) -> decltype(a + b);")
    lines.append("template <class T> void byauto(T a, decltype(a) *b);")
    lines.append("void scopes_use(AS_G int *g, AS_L float *l) {")
    lines.append("  int x = 0; int *px = &x; Foo f; Outer::Inner in;")
    for expr in ("g", "l", "&x", "px", "&f", "&px"):
        for call in ("dret(%s)", "dret2(%s, %s)", "dsum(%s, 1)", "byauto(%s, 0)", "in.t(%s, in)",
                     "std::move(%s, %s)", "std::move(*%s, *%s)"):
            lines.append("  %s;" % call.replace("%s", expr))
    lines.append("  struct Local { void lm(int *, Local *); void lg(AS_G int *) const; };")
    lines.append("  Local lo; lo.lm(px, &lo); lo.lg(g);")
    lines.append("  auto lam = [&](Local *q, Local &r) { q->lm(px, &r); }; lam(&lo, lo);")
    lines.append("}")
    return "\n".join(lines)


# Constructors over nested pointers with mixed address spaces and references to
# template parameters, constructor templates, and kernel names that are functors,
# lambdas (their decltype) and class templates in nested namespaces.
CTOR_PARAMS = ("AS_G int *AS_L *", "AS_L float *AS_G *", "AS_P int *AS_G *&", "int *AS_L *",
               "const AS_G Foo *AS_P *", "AS_C char *AS_N *", "AS_G int **", "Foo *AS_G *&",
               "AS_L ns1::Bar *const *", "AS_G Tpl<AS_L int> *", "AS_P int *&", "Tpl<int *> &")
CTOR_TEMPLATE_PARAMS = ("T *", "T &", "T **", "const T *&", "AS_G T *", "T *AS_L *", "Tpl<T> &",
                        "T &&", "AS_P T *")
CTOR_ARGS = ("int", "AS_G int", "AS_L float", "AS_P int", "Foo", "AS_G Foo", "int *",
             "AS_G int *", "ns1::Bar", "const AS_C char")


def structors_topic(seed: int = 2106) -> str:
    rng = random.Random(seed)
    lines = [LAMBDAS.split("struct Functor ")[0]]  # (the kernel templates)
    for n in range(36):
        opening, closing = SCOPES[n % len(SCOPES)]
        a, b, c = rng.sample(CTOR_PARAMS, 3)
        lines.append(opening)
        lines.append("struct C%d {" % n)
        lines.append("  C%d(%s, %s);" % (n, a, b))
        lines.append("  C%d(%s, C%d &, %s);" % (n, c, n, a))
        lines.append("  template <class U> C%d(U *, U &, %s);" % (n, b))
        lines.append("  template <class U> C%d(U **, const U &);" % n)
        lines.append("  ~C%d();" % n)
        lines.append("};")
        lines.append("void cuse%d(AS_G int *g, AS_L float *l, %s, %s) {" % (n, a + " pa", b + " pb"))
        lines.append("  int x = 0; int *px = &x; Foo f; AS_G int *gp = g;")
        lines.append("  C%d c0(pa, pb);" % n)
        for args in ("(g, *g, pb)", "(&x, x, pb)", "(l, *l, pb)", "(&f, f, pb)", "(&px, px, pb)",
                     "(&px, x)", "(&gp, *g)", "(&gp, x)"):
            lines.append("  C%d c%d%s;" % (n, len(lines), args))
        lines.append("}")
        lines.append(closing)
    lines.append("template <class T> struct CT {")
    for k, p in enumerate(CTOR_TEMPLATE_PARAMS):
        lines.append("  CT(%s, int (&)[%d]);" % (p, k + 1))
    lines.append("  CT(T *, T *, T &, T **, Tpl<T> *);")
    lines.append("  template <class U> CT(U *, T *, U &, T &);")
    lines.append("};")
    for t in CTOR_ARGS:
        lines.append("template struct CT<%s>;" % t)
    lines.append("void ctuse(AS_G int *g, AS_L float *l) {")
    lines.append("  int x = 0; Foo f;")
    lines.append("  CT<int> c1(g, &x, *g, x); CT<int> c2(&f, &x, f, x);")
    lines.append("  CT<AS_G int> c3(&x, g, x, *g); CT<AS_G int> c4(l, g, *l, *g);")
    lines.append("}")
    lines.append("namespace kq { namespace inner { template <class T, int N> struct KName; "
                 "struct KF { AS_G int *p; void operator()() const {} }; } }")
    for n in range(40):
        t = rng.choice(CTOR_ARGS)
        lines.append("void ksub%d(AS_G int *g, AS_L float *l) {" % n)
        lines.append("  int x = 0; auto lam%d = [=]() { *g = x; };" % n)
        lines.append("  kernel_single_task<kq::inner::KName<%s *, %d>>(kq::inner::KF{g});" % (t, n))
        lines.append("  kernel_single_task<decltype(lam%d)>(lam%d);" % (n, n))
        lines.append("  kernel_by_value<kq::inner::KName<%s, %d>>([=]() { *l = 1.0f; });" % (t, n))
        lines.append("  const char *kn%d[] = { KERNEL_NAME(decltype(lam%d)), "
                     "KERNEL_NAME(kq::inner::KName<%s *, %d>) };" % (n, n, t, n))
        lines.append("}")
    return "\n".join(lines)


TOPICS = {
    "params": params_topic,
    "templates": templates_topic,
    "members": members_topic,
    "lambdas": lambdas_topic,
    "scopes": scopes_topic,
    "structors": structors_topic,
}


def sources() -> dict[str, str]:
    """File name -> text of each topic's source (with the prelude)."""
    return {name + ".cpp": PRELUDE + maker() + "\n" for name, maker in TOPICS.items()}
