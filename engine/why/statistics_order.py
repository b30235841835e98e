"""A Character's statistics said in the order they are made when a change SETS them (issue
31): "its base statistics become 1/1/1 (the Emblem-Ongoing of Shrink), +2 boosts, +1/+0/+0
(Lord's passive ability), then Forest and Water swapped (the Emblem-Ongoing of Twist)".

An object's characteristics are its base ones modified by the passive abilities that apply
(2.3.1.d): a change setting the base statistics ("the base statistics of … become 1/1/1")
replaces the printed ones as the base — the last such change made wins (2.3.3.b) — each
boost then adds one (2.5.1.b), the changes adding to statistics add, and the changes that
set or exchange the statistics as they are ("its statistics become 2/2/2", "{V} and {O} are
swapped") depend on those additions (2.3.2.f) and come after them, in the order they were
made (2.3.3.b) — as :func:`engine.reading.passives.statistics` computes them. A judge asked
"why is it 3/3/4?" walks through the same steps.
"""

from __future__ import annotations

from engine.reading.passives import stat_change_sources
from engine.state.ability_scopes import StatModifier
from engine.state.enums import Terrain
from engine.state.game_state import GameState
from engine.why.table import why

__all__ = ["sets_statistics", "statistics_steps"]

_TERRAIN_NAMES = {Terrain.FOREST: "Forest", Terrain.MOUNTAIN: "Mountain", Terrain.WATER: "Water"}
"""A statistic by the name of its terrain (2.2.11.b)."""


def _slashed(values: tuple[int, int, int]) -> str:
    return "/".join(str(v) for v in values)


def _signed(change: StatModifier, times: int) -> str:
    return "/".join(f"{v * times:+d}" for v in (change.forest, change.mountain, change.water))


def _sets(change: StatModifier) -> bool:
    return (
        change.base is not None
        or change.become is not None
        or change.swap is not None
        or (change.highest)
    )


def sets_statistics(state: GameState, object_id: str) -> bool:
    """Whether a change applying to the Character sets or exchanges its statistics rather
    than adding to them (2.3.1.d, 2.3.2.f)."""
    return any(_sets(change) for _, change, _ in stat_change_sources(state, object_id))


def statistics_steps(
    state: GameState, object_id: str, holder: dict[str, str]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(steps, rules)``: the steps that make the Character's statistics, in order — the
    base set (the last change setting it, 2.3.3.b), its boosts (2.5.1.b), the additions, then
    the changes setting or exchanging them as they are (2.3.2.f, in the order made,
    2.3.3.b); each change named by ``holder`` (source object id -> its words) when more than
    one source applies. ``((), ())`` when no change sets them."""
    sources = stat_change_sources(state, object_id)
    if not any(_sets(change) for _, change, _ in sources):
        return (), ()
    alone = len({src for src, _, _ in sources}) == 1  # the line names it already

    def by(src: str) -> str:
        return "" if alone else f" ({holder[src]})"

    said: list[str] = []
    rules = [*why("value.statistics_modified")]
    bases = [(src, change) for src, change, _ in sources if change.base is not None]
    if bases:
        src, change = bases[-1]
        assert change.base is not None
        said.append(f"its base statistics become {_slashed(change.base)}{by(src)}")
        if len(bases) > 1:
            rules.extend(why("value.statistics_set_last"))
    boosts = state.objects[object_id].boosts
    if boosts:
        said.append(f"+{boosts} boost{'' if boosts == 1 else 's'}")
        rules.extend(why("value.boosted_statistic"))
    for src, change, times in sources:
        if any((change.forest, change.mountain, change.water)) and times:
            said.append(f"{_signed(change, times)}{by(src)}")
    after = [(src, change) for src, change, _ in sources if change.base is None and _sets(change)]
    for src, change in after:
        if change.become is not None:
            done = f"its statistics become {_slashed(change.become)}"
        elif change.swap is not None:
            one, other = (_TERRAIN_NAMES[Terrain(t)] for t in change.swap)
            done = f"its {one} and {other} swapped"
        else:
            done = "all three made equal to the highest of them"
        said.append(f"{'then ' if said else ''}{done}{by(src)}")
    if after:
        rules.extend(why("value.statistics_set_after"))
    return tuple(said), tuple(dict.fromkeys(rules))
