"""The committed return-type index matches the catalogue, and demangle uses it."""

from spirmangle.catalogue import index
from spirmangle.cli import main


def test_committed_return_type_index_is_current():
    expected = index.render_index(index.build_index())
    actual = index.INDEX_FILE.read_text(encoding="utf-8") if index.INDEX_FILE.exists() else ""
    assert actual == expected, "regenerate with: python -m spirmangle.catalogue.index"


def test_demangle_prints_catalogue_return_type(capsys):
    assert main(["demangle", "_Z5fractDv4_fPU3AS1S_", "_Z1fi"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["float4 fract(float4, __global float4 *)", "f(int)"]
