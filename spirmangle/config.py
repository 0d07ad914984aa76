"""Targets, OpenCL C versions and features, dialects and the substitution policy.

These are plain data objects.  The mangler, the demangler and the prototype
parser all take them as arguments instead of hard-coding a rule, so one place
decides, for instance, whether an invisible ``__private`` pointee is a
substitution candidate.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from .model import ACCESS_SUFFIX, AddressSpace, Builtin, Image
from .model.node import dataclass, field, replace

# ------------------------------------------------------------------ targets

_HOST_ADDRSPACE = {
    AddressSpace.PRIVATE: "CLprivate",
    AddressSpace.GLOBAL: "CLglobal",
    AddressSpace.CONSTANT: "CLconstant",
    AddressSpace.LOCAL: "CLlocal",
    AddressSpace.GENERIC: "CLgeneric",
    AddressSpace.GLOBAL_DEVICE: "CLdevice",
    AddressSpace.GLOBAL_HOST: "CLhost",
}
_HOST_NAMES = {v: k for k, v in _HOST_ADDRSPACE.items()}


@dataclass(frozen=True)
class Target:
    """A target profile: pointer width (size_t family) and address-space spelling.

    ``numbered_addrspaces`` targets (spir, spir64) spell an address space as the
    vendor qualifier ``AS<n>``; host targets spell the language address space
    (``CLglobal``), private included.
    """

    name: str
    pointer_bits: int
    numbered_addrspaces: bool

    @property
    def size_t(self) -> Builtin:
        return Builtin("uint" if self.pointer_bits == 32 else "ulong")

    @property
    def ptrdiff_t(self) -> Builtin:
        return Builtin("int" if self.pointer_bits == 32 else "long")

    def addrspace_qualifier(self, space: AddressSpace, spell_private: bool) -> Optional[str]:
        """The vendor qualifier for ``space`` (without ``U<len>``), or None if unmangled."""
        if not self.numbered_addrspaces:
            return _HOST_ADDRSPACE[space]
        if space == AddressSpace.PRIVATE and not spell_private:
            return None
        return "AS%d" % int(space)


def addrspace_from_qualifier(text: str) -> Optional[AddressSpace]:
    """Read a vendor qualifier back: ``AS1`` or ``CLglobal`` -> GLOBAL; else None."""
    if text.startswith("AS") and text[2:].isdigit() and text[2:] == str(int(text[2:])):
        try:
            return AddressSpace(int(text[2:]))
        except ValueError:
            return None
    return _HOST_NAMES.get(text)


SPIR = Target("spir", 32, True)
SPIR64 = Target("spir64", 64, True)
X86_64 = Target("x86_64", 64, False)
TARGETS = {t.name: t for t in (SPIR, SPIR64, X86_64)}

# ------------------------------------------------------- versions, features

CL_VERSIONS = {"CL1.0": 100, "CL1.1": 110, "CL1.2": 120, "CL2.0": 200, "CL3.0": 300}
# C++ for OpenCL, as clang's -cl-std spells it, and the OpenCL C version whose
# features and builtins it has (clang: C++ for OpenCL 1.0 is OpenCL C 2.0, 2021 is 3.0).
CXX_VERSIONS = {"CLC++": "CL2.0", "CLC++1.0": "CL2.0", "CLC++2021": "CL3.0"}
LANGUAGE_STANDARDS = (*CL_VERSIONS, *CXX_VERSIONS)


def cl_version(cl_std: str) -> int:
    """The OpenCL C version number of a ``--cl-std`` (``CLC++2021`` is 300)."""
    return CL_VERSIONS[CXX_VERSIONS.get(cl_std, cl_std)]


# The optional OpenCL C 3.0 features that change how prototypes read or which
# builtins exist; all are on by default, like clang's -cl-ext=+all.
OPTIONAL_FEATURES = (
    "__opencl_c_generic_address_space",
    "__opencl_c_pipes",
    "__opencl_c_device_enqueue",
    "__opencl_c_program_scope_global_variables",
    "__opencl_c_atomic_order_acq_rel",
    "__opencl_c_atomic_order_seq_cst",
    "__opencl_c_atomic_scope_device",
    "__opencl_c_atomic_scope_all_devices",
    "__opencl_c_images",
    "__opencl_c_read_write_images",
    "__opencl_c_3d_image_writes",
    "__opencl_c_fp64",
    "__opencl_c_int64",
    "__opencl_c_subgroups",
    "__opencl_c_work_group_collective_functions",
    "__opencl_c_ext_fp16_global_atomic_load_store",
    "__opencl_c_ext_fp16_local_atomic_load_store",
    "__opencl_c_ext_fp16_global_atomic_add",
    "__opencl_c_ext_fp32_global_atomic_add",
    "__opencl_c_ext_fp64_global_atomic_add",
    "__opencl_c_ext_fp16_local_atomic_add",
    "__opencl_c_ext_fp32_local_atomic_add",
    "__opencl_c_ext_fp64_local_atomic_add",
    "__opencl_c_ext_fp16_global_atomic_min_max",
    "__opencl_c_ext_fp32_global_atomic_min_max",
    "__opencl_c_ext_fp64_global_atomic_min_max",
    "__opencl_c_ext_fp16_local_atomic_min_max",
    "__opencl_c_ext_fp32_local_atomic_min_max",
    "__opencl_c_ext_fp64_local_atomic_min_max",
    "__opencl_c_integer_dot_product_input_4x8bit",
    "__opencl_c_integer_dot_product_input_4x8bit_packed",
)


@dataclass(frozen=True)
class LanguageOptions:
    """An OpenCL C version (or C++ for OpenCL, ``CLC++2021``) plus the
    extensions/features switched off or on.

    ``disabled`` lists names turned off with ``-cl-ext=-name``; everything else
    (every extension and optional feature) is on, as with ``-cl-ext=+all``.
    """

    cl_std: str = "CL3.0"
    disabled: frozenset[str] = field(default_factory=frozenset)
    # SYCL device code (clang -fsycl-is-device): C++ declarations, no default
    # address space for pointees, and the itanium dialect's AS0 for __private
    sycl: bool = False

    @property
    def version(self) -> int:
        """The OpenCL C version (C++ for OpenCL: the one it corresponds to)."""
        return cl_version(self.cl_std)

    @property
    def cxx(self) -> bool:
        """Whether this is C++ for OpenCL (where every builtin has C++ linkage)."""
        return self.cl_std in CXX_VERSIONS

    def has(self, name: str) -> bool:
        """Whether the extension or feature ``name`` is enabled."""
        return name not in self.disabled

    @property
    def generic_address_space(self) -> bool:
        if self.version < 200:
            return False
        if self.version == 200:
            return True
        return self.has("__opencl_c_generic_address_space")

    @property
    def default_pointee_addrspace(self) -> AddressSpace:
        """Where an unqualified pointer points: private before 2.0, generic after."""
        return AddressSpace.GENERIC if self.generic_address_space else AddressSpace.PRIVATE

    def with_extensions(self, spec: str) -> "LanguageOptions":
        """Apply a clang ``-cl-ext`` list such as ``-__opencl_c_pipes,+cl_khr_fp64``."""
        disabled = set(self.disabled)
        for item in filter(None, (s.strip() for s in spec.split(","))):
            sign, name = item[0], item[1:]
            if sign not in "+-" or not name:
                raise ValueError("bad -cl-ext item %r: expected +name or -name" % item)
            if name == "all":
                if sign == "+":
                    disabled.clear()
                else:
                    disabled.add("all")
                continue
            if sign == "-":
                disabled.add(name)
            else:
                disabled.discard(name)
        return replace(self, disabled=frozenset(disabled))


def language(cl_std: str = "CL3.0", cl_ext: str = "", sycl: bool = False) -> LanguageOptions:
    """Build LanguageOptions from a ``--cl-std`` and ``--cl-ext`` pair, validating both;
    ``sycl``: SYCL device code (``--sycl``) instead."""
    if cl_std not in LANGUAGE_STANDARDS:
        raise ValueError("unknown OpenCL C version %r (choose from %s)"
                         % (cl_std, ", ".join(LANGUAGE_STANDARDS)))
    return LanguageOptions(cl_std, sycl=sycl).with_extensions(cl_ext)


# ------------------------------------------------- substitutions, dialects


@dataclass(frozen=True)
class SubstitutionPolicy:
    """What becomes a substitution candidate.

    Builtin types never are; every other type is, and a qualified type is one
    candidate for its whole qualifier set.  ``phantom_private`` says whether a
    type qualified only by ``__private`` -- whose qualifier mangles to nothing --
    is still a candidate of its own (clang's OpenCL behaviour).
    """

    phantom_private: bool


@dataclass(frozen=True)
class Dialect:
    """A family of producers that mangle the same model differently.

    * ``clang``: clang >= 3.9: ``ocl_image2d_ro``, phantom ``__private`` candidates.
    * ``spirv``: SPIRV-LLVM-Translator's own mangler (the ``__spirv_*`` names it
      writes): like clang, but without phantom candidates.
    * ``spir``: the SPIR 1.2/2.0 text: ``ocl_image2d``, pipe parameters as
      ``__global ocl_pipe *``, no phantom candidates.
    * ``itanium``: plain C++ (and SYCL) rules: no phantom, an explicit private
      address space is spelled ``AS0``.
    """

    name: str
    substitution: SubstitutionPolicy
    image_access_suffix: bool
    pipe_as_global_pointer: bool
    spell_private: bool


CLANG = Dialect("clang", SubstitutionPolicy(phantom_private=True), True, False, False)
SPIR_DIALECT = Dialect("spir", SubstitutionPolicy(phantom_private=False), False, True, False)
ITANIUM = Dialect("itanium", SubstitutionPolicy(phantom_private=False), True, False, True)
SPIRV = Dialect("spirv", SubstitutionPolicy(phantom_private=False), True, False, False)
DIALECTS = {d.name: d for d in (CLANG, SPIR_DIALECT, ITANIUM, SPIRV)}


def get_target(target: "str | Target") -> Target:
    """Accept a Target or its name."""
    if isinstance(target, Target):
        return target
    try:
        return TARGETS[target]
    except KeyError:
        raise ValueError("unknown target %r (choose from %s)" % (target, ", ".join(TARGETS))) from None


def get_dialect(dialect: "str | Dialect") -> Dialect:
    """Accept a Dialect or its name."""
    if isinstance(dialect, Dialect):
        return dialect
    try:
        return DIALECTS[dialect]
    except KeyError:
        raise ValueError("unknown dialect %r (choose from %s)"
                         % (dialect, ", ".join(DIALECTS))) from None


def image_source_name(image: Image, dialect: Dialect) -> str:
    """``ocl_image2d_ro`` (clang) or ``ocl_image2d`` (SPIR spec text): the source
    name an image type is mangled as, which the printers spell too."""
    if not dialect.image_access_suffix:
        return "ocl_" + image.shape.replace("_", "")
    return "ocl_%s_%s" % (image.shape, ACCESS_SUFFIX[image.access or "read_only"])


def host_addrspace(space: AddressSpace) -> str:
    """A host target's spelling of an address space (``CLglobal``), as it mangles
    and as the printers' host style prints it."""
    return _HOST_ADDRSPACE[space]


def compiled() -> bool:
    """Whether the running spirmangle is the optional compiled build
    (``SPIRMANGLE_COMPILE=1 pip install .``, hatch_build.py): its modules are
    extension modules built by Cython from the same sources (those of the
    per-name path: this module itself stays Python)."""
    import os
    from _imp import extension_suffixes  # (importlib.util costs every start that asks)

    # (Python imports an extension module before the .py file beside it)
    core = os.path.join(os.path.dirname(__file__), "demangler", "core")
    return any(os.path.exists(core + suffix) for suffix in extension_suffixes())
