"""Whatever a card data file holds, an import either succeeds or is a LoadError naming the file
(never a traceback), and a failed import changes nothing (hypothesis)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scenarios.errors import LoadError
from scenarios.pool import CardPool

DATA = Path(__file__).resolve().parents[1] / "data" / "pool"
CARDS: list[dict[str, Any]] = json.loads((DATA / "TEST_EN.json").read_text(encoding="utf-8"))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 99) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=6,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            found.extend(_paths(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found.extend(_paths(v, (*prefix, i)))
    return found


PATHS = [p for card in CARDS[:4] for p in _paths(card)]


def _replace(card: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    copy = json.loads(json.dumps(card))
    node = copy
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return copy


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    index=st.integers(0, 3),
    path=st.sampled_from(PATHS),
    value=json_values,
)
def test_a_damaged_card_is_imported_or_named_never_a_crash(
    index: int, path: tuple[Any, ...], value: Any
) -> None:
    card = CARDS[index]
    try:
        damaged = _replace(card, path, value)
    except (KeyError, IndexError, TypeError):
        return  # the path belongs to another card's shape
    with tempfile.TemporaryDirectory() as folder:
        pool = CardPool(Path(folder) / "cards.db")
        try:
            pool.import_paths([DATA / "TEST_FR.json"])
            before = pool.counts()
            bad = Path(folder) / "damaged_EN.json"
            bad.write_text(json.dumps([damaged]), encoding="utf-8")
            try:
                pool.import_paths([bad])
            except LoadError as exc:
                assert all(m.startswith(str(bad)) for m in exc.messages), exc.messages
                assert pool.counts() == before
        finally:
            pool.close()
