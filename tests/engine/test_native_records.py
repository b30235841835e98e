"""The compiled build's rewrite of ``@record`` classes (scripts/native_records.py) keeps
each record's fields, defaults, default factories, immutability and copying exactly."""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
import types
from pathlib import Path

import pytest

import engine
from engine.records import replace
from engine.state.game_state import GameState
from engine.state.objects import GameObject

ROOT = Path(__file__).resolve().parents[2]

MODULE = '''\
"""A module with one record."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field

from engine.records import record


@record
class Sample:
    """A record of every kind of field."""

    name: str
    count: int = 2
    tags: frozenset[str] = field(default_factory=frozenset)
    extra: Mapping[str, int] = field(default_factory=dict)

    def doubled(self) -> int:
        return self.count * 2


NOT_A_RECORD = 1
'''


def _nativize() -> types.FunctionType:
    spec = importlib.util.spec_from_file_location(
        "native_records", ROOT / "scripts/native_records.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up
    spec.loader.exec_module(module)
    nativize: types.FunctionType = module.nativize
    return nativize


def _load(source: str) -> types.ModuleType:
    module = types.ModuleType("rewritten_records")
    sys.modules[module.__name__] = module
    try:
        exec(compile(source, "rewritten", "exec"), module.__dict__)
    finally:
        del sys.modules[module.__name__]
    return module


@pytest.fixture(scope="module")
def sample() -> type:
    """The rewritten sample record, loaded as Python. Its ``__init__`` stores each field
    directly, which compiled code does on a frozen class but Python cannot; so here the
    class is made unfrozen (that the real records stay frozen is checked below)."""
    rewritten = _nativize()(MODULE)
    assert "@record" not in rewritten
    decorator = "@_dataclasses.dataclass(frozen=True, init=False)"
    assert rewritten.count(decorator) == 1
    unfrozen = "@_dataclasses.dataclass(init=False, unsafe_hash=True)"
    cls: type = _load(rewritten.replace(decorator, unfrozen)).Sample
    return cls


def test_fields_and_defaults_are_kept(sample: type) -> None:
    assert [f.name for f in dataclasses.fields(sample)] == ["name", "count", "tags", "extra"]
    made = sample("a")
    assert (made.name, made.count, made.tags, made.extra) == ("a", 2, frozenset(), {})
    assert sample("a", 5, frozenset({"x"}), {"k": 1}).doubled() == 10
    assert sample("a") == sample("a") and sample("a") != sample("a", 3)


def test_a_mutable_default_factory_runs_per_instance(sample: type) -> None:
    assert sample("a").extra is not sample("b").extra


def test_engine_records_stay_frozen_compiled_or_not() -> None:
    obj = GameObject("o1", "hand:p1", "p1", "p1")
    with pytest.raises(dataclasses.FrozenInstanceError):
        obj.zone = "reserve:p1"  # type: ignore[misc]
    assert obj == GameObject("o1", "hand:p1", "p1", "p1")


def test_copying_changes_only_the_named_fields(sample: type) -> None:
    original = sample("a", 3, frozenset({"t"}))
    copy = original._record_replace({"count": 4})
    assert (copy.name, copy.count, copy.tags, copy.extra) == ("a", 4, frozenset({"t"}), {})
    with pytest.raises(TypeError, match="Sample has no field"):
        original._record_replace({"colour": "red"})


def test_a_module_without_records_is_unchanged() -> None:
    source = '"""No records."""\n\nX = 1\n'
    assert _nativize()(source) == source


def test_every_engine_module_still_parses_after_the_rewrite() -> None:
    nativize = _nativize()
    rewritten = 0
    for path in sorted((ROOT / "engine").rglob("*.py")):
        source = path.read_text()
        out = nativize(source)
        compile(out, str(path), "exec")
        rewritten += out != source
    assert rewritten >= 10


def test_records_are_native_exactly_when_the_engine_is_compiled() -> None:
    for cls in (GameObject, GameState):  # GameState: @instance_dict, made native too
        native = not isinstance(cls.__init__, types.FunctionType)
        assert native == engine.COMPILED, cls
    obj = GameObject("o1", "hand:p1", "p1", "p1")
    moved = replace(obj, zone="reserve:p1")
    assert (moved.id, moved.zone, obj.zone) == ("o1", "reserve:p1", "hand:p1")
    with pytest.raises(TypeError):
        replace(obj, colour="red")  # type: ignore[call-arg]
