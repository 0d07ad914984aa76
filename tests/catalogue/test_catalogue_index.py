"""The committed return-type index matches the catalogue, and demangle uses it."""

from pathlib import Path

from spirmangle.catalogue import index
from spirmangle.cli.main import main

COMMITTED = Path(__file__).resolve().parent.parent.parent / "spirmangle" / "catalogue" / "return_types.tsv"


def test_committed_return_type_index_is_current():
    expected = index.render_index(index.build_index())
    actual = COMMITTED.read_text(encoding="utf-8") if COMMITTED.exists() else ""
    assert actual == expected, "regenerate with: python -m spirmangle.catalogue.index"


def test_demangle_prints_catalogue_return_type(capsys):
    assert main(["demangle", "_Z5fractDv4_fPU3AS1S_", "_Z1fi"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["float4 fract(float4, __global float4 *)", "f(int)"]


NAMES = COMMITTED.with_name("names.tsv")


def test_committed_names_index_is_current():
    from spirmangle.catalogue import named

    actual = NAMES.read_text(encoding="utf-8") if NAMES.exists() else ""
    assert actual == named.render_names(), "regenerate with: python -m spirmangle.catalogue.named"


def test_the_names_index_gives_each_name_its_declarations_in_catalogue_order():
    from spirmangle.catalogue import all_decls
    from spirmangle.catalogue.named import decls_by_name, indexed_decls

    by_name = decls_by_name(all_decls())
    for name, decls in by_name.items():
        found = indexed_decls(name)
        assert found is not None and len(found) == len(decls), name
        assert all(a is b for a, b in zip(found, decls)), name
    assert indexed_decls("no_such_builtin") == ()


# A module calling two builtins (spirmangle check reads it).
MODULE = """\
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %x = call spir_func float @_Z4fabsf(float 1.0)
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func float @_Z4fabsf(float)
"""


def test_lookup_and_check_import_no_lark_and_only_the_families_they_need(tmp_path):
    # (start-up, issue 23, not a timing: the prototype reader's tables are stored,
    # names.tsv says which family modules declare a name, and the records are made
    # by model.node's dataclass, which imports neither dataclasses nor inspect)
    import subprocess
    import sys

    module = tmp_path / "kernel.ll"
    module.write_text(MODULE, encoding="utf-8")
    code = ("import sys\n"
            "from spirmangle.cli.main import main\n"
            "status = [main(argv) for argv in sys.argv[1:] and "
            "(['lookup', 'fract'], ['lookup', '_Z5fractff'], ['check', sys.argv[1]])]\n"
            "families = sorted(m.rpartition('.')[2] for m in sys.modules\n"
            "                  if m.startswith('spirmangle.catalogue.') and m.rpartition('.')[2]\n"
            "                  in ('math', 'integer', 'conversions', 'vectors', 'atomics', 'sync',\n"
            "                      'images', 'groups', 'enqueue', 'vendor', 'spir'))\n"
            "print(status, 'lark' in sys.modules, 'dataclasses' in sys.modules, families,\n"
            "      file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code, str(module)], capture_output=True,
                            text=True, cwd=tmp_path, check=True)
    assert result.stderr.split("\n")[-2] == "[0, 1, 0] False False ['math', 'sync']"
    assert "fract(float x, __generic float *iptr)" in result.stdout


def test_a_failed_lookup_imports_no_family_and_suggests_declared_names():
    # (start-up, issue 23: lookup of a name no declaration declares consults
    # names.tsv, imports no family module, and still suggests the close names)
    import subprocess
    import sys

    code = ("import sys\n"
            "from spirmangle.cli.main import main\n"
            "status = [main(['lookup', q]) for q in ('NOSUCHNAME', 'fractt', 'void')]\n"
            "print(status, sorted(m for m in sys.modules if m.startswith('spirmangle.catalogue.')\n"
            "      and m.rpartition('.')[2] not in ('lint', 'named', 'where')), file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    lines = result.stderr.splitlines()
    assert lines[-1] == "[1, 1, 1] []"
    assert "  did you mean fract?" in lines  # (names.tsv's names, as the declarations')
    assert not any("did you mean void" in line for line in lines)  # (a parameter's type)


def test_the_declared_names_are_the_names_index_and_the_declarations_alike(monkeypatch):
    from spirmangle import catalogue
    from spirmangle.catalogue import where
    from spirmangle.catalogue.named import declared_name

    indexed = where._declared_names()
    everything = catalogue.all_decls()
    monkeypatch.setattr(catalogue, "all_decls", lambda: everything)  # (a test's own: read)
    assert where._declared_names() == indexed == {declared_name(d) for d in everything}
