"""spirmangle.limits' contextmanager and nullcontext (the per-name path's, without
importing contextlib: start-up, issue 23) behave as contextlib's."""

from __future__ import annotations

import contextlib
from typing import Any, Callable, Iterator

import pytest

from spirmangle import limits


def _run(decorate: Callable[..., Any], raised: Any, swallow: Any) -> list[str]:
    seen: list[str] = []

    @decorate
    def managed(tag: str) -> Iterator[str]:
        seen.append("enter " + tag)
        try:
            yield tag.upper()
        except swallow:
            seen.append("swallowed")
        finally:
            seen.append("leave")

    try:
        with managed("x") as value:
            seen.append("body " + value)
            if raised is not None:
                raise raised
    except BaseException as exc:  # noqa: BLE001 - what each lets through
        seen.append("raised %s: %s" % (type(exc).__name__, exc))
    return seen


@pytest.mark.parametrize("raised, swallow", [
    (None, ()), (KeyError("k"), ()), (ValueError("v"), ValueError), (StopIteration("s"), ()),
    (RuntimeError("r"), ()), (KeyboardInterrupt(), ValueError)])
def test_contextmanager_is_contextlibs(raised: Any, swallow: Any) -> None:
    assert _run(limits.contextmanager, raised, swallow) == _run(contextlib.contextmanager, raised,
                                                                swallow)


def test_a_generator_that_does_not_yield_or_stop_is_an_error() -> None:
    @limits.contextmanager
    def never() -> Iterator[None]:
        return
        yield

    @limits.contextmanager
    def twice() -> Iterator[None]:
        yield
        yield

    with pytest.raises(RuntimeError):
        with never():
            pass
    with pytest.raises(RuntimeError):
        with twice():
            pass


def test_nullcontext() -> None:
    with limits.nullcontext() as value:
        assert value is None
    with pytest.raises(KeyError):
        with limits.nullcontext():
            raise KeyError("k")
