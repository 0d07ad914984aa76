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
