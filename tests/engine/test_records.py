"""Frozen records (engine.state.records): same dataclass semantics, faster construction."""

from __future__ import annotations

import dataclasses

import pytest

from engine.state.records import record, replace


@record
class _Sample:
    name: str
    count: int = 2
    tags: tuple[str, ...] = ()
    seen: frozenset[str] = dataclasses.field(default_factory=frozenset)
    table: dict[str, int] = dataclasses.field(default_factory=dict)


@record
class _Pair:
    left: str
    right: int


def test_fields_defaults_and_factories() -> None:
    s = _Sample("a")
    assert (s.name, s.count, s.tags, s.seen, s.table) == ("a", 2, (), frozenset(), {})
    t = _Sample("b", 5, tags=("x",), seen=frozenset({"y"}))
    assert (t.name, t.count, t.tags, t.seen) == ("b", 5, ("x",), frozenset({"y"}))


def test_each_instance_gets_its_own_factory_value() -> None:
    assert _Sample("a").table is not _Sample("a").table


def test_still_frozen_and_value_like() -> None:
    s = _Sample("a", 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.count = 4  # type: ignore[misc]
    assert s == _Sample("a", 3) and s != _Sample("a", 4)
    assert hash(_Pair("a", 1)) == hash(_Pair("a", 1)) and len({_Pair("a", 1), _Pair("a", 1)}) == 1
    assert dataclasses.replace(s, count=9) == _Sample("a", 9)
    assert not hasattr(s, "__dict__")  # slotted


def test_missing_and_unknown_arguments_are_refused() -> None:
    with pytest.raises(TypeError):
        _Sample()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        _Sample("a", colour="red")  # type: ignore[call-arg]


def test_replace_copies_every_other_field_and_keeps_the_original() -> None:
    s = _Sample("a", 3, tags=("x",), table={"k": 1})
    t = replace(s, count=4)
    assert t == dataclasses.replace(s, count=4)
    assert (t.name, t.count, t.tags, t.table) == ("a", 4, ("x",), {"k": 1})
    assert t.table is s.table  # shared, as dataclasses.replace shares it
    assert s.count == 3
    assert replace(s) == s and replace(s) is not s


def test_replaced_record_is_still_frozen() -> None:
    t = replace(_Pair("l", 1), right=2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.right = 3  # type: ignore[misc]
    assert hash(t) == hash(_Pair("l", 2))


def test_replace_refuses_unknown_fields() -> None:
    with pytest.raises(TypeError, match="bogus"):
        replace(_Pair("l", 1), bogus=2)  # type: ignore[call-arg]


def test_replace_of_a_plain_dataclass_is_dataclasses_replace() -> None:
    @dataclasses.dataclass(frozen=True)
    class Plain:
        a: int
        b: int = 0

    assert replace(Plain(1), b=2) == Plain(1, 2)
