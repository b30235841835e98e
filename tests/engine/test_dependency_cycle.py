"""Dependency is the transitive closure of direct dependency (2.3.2.g), and it decides the
order of application (2.3.3.a): three passive abilities whose direct dependencies form a
cycle all depend on each other, so they apply in timestamp order (2.3.3.b) — which is not
the order direct dependency alone gives.

The board: p1's Rune Giver ("All Elementals have Gigantic") and Warden ("Ignore the
abilities of Characters facing me") in p1's Hero Expedition; p2's Sentinel (the same
ignoring ability) in p2's Hero Expedition and Titan, an Elemental, in p2's Companion
Expedition; timestamps in that order.

* Rune Giver's depends on Sentinel's: Sentinel faces Rune Giver and would ignore its ability
  (2.3.2.d);
* Warden's depends on Rune Giver's: Titan made Gigantic is in p2's Hero Expedition too and
  faces Warden, so it changes what Warden's applies to (2.3.2.e, 7.4.4.b);
* Warden's and Sentinel's each would ignore the other (2.3.2.d).

Sentinel's depends directly only on Warden's, which depends directly on it: with direct
dependency alone Sentinel's would be free and apply first, ignoring Warden's and Rune
Giver's — Titan would not be Gigantic. Through Warden's, Sentinel's also depends on Rune
Giver's (2.3.2.g), which depends on Sentinel's: all three depend on each other, so the
oldest, Rune Giver's, applies first — Titan is Gigantic —, then Warden's, which ignores
Sentinel's before it applies.
"""

from __future__ import annotations

from engine import Ability, AbilityKind, GameBuilder, Keyword, Phase, find
from engine.pipeline.dependency import dependencies
from engine.reading.passives import is_gigantic, is_ignored
from engine.reading.transitive import closure
from engine.state.cards import Grant, GrantScope, IgnoreScope, IgnoreSpec
from engine.state.game_state import GameState

from .helpers import until_decision

IGNORE_FACING = Ability(
    AbilityKind.PASSIVE,
    "Ignore the abilities of Characters facing me.",
    ignore=IgnoreSpec(IgnoreScope.FACING_ME),
)
ELEMENTALS_GIGANTIC = Ability(
    AbilityKind.PASSIVE,
    "All Elementals have Gigantic.",
    grant=Grant(GrantScope.SUBTYPE, keyword=Keyword.GIGANTIC, subtype="Elemental"),
)


def _board() -> GameBuilder:
    return (
        GameBuilder()
        .in_expedition("p1", "hero", "Rune Giver", abilities=(ELEMENTALS_GIGANTIC,))
        .in_expedition("p1", "hero", "Warden", abilities=(IGNORE_FACING,))
        .in_expedition("p2", "hero", "Sentinel", abilities=(IGNORE_FACING,))
        .in_expedition("p2", "companion", "Titan", subtypes=("Elemental",))
    )


def _ref(state: GameState, name: str) -> str:
    return f"{find(state, name)}#0"


def test_2_3_2_g_a_cycle_of_three_applies_in_timestamp_order_not_the_direct_order() -> None:
    state = _board().build()
    giver, warden, sentinel = (_ref(state, n) for n in ("Rune Giver", "Warden", "Sentinel"))
    direct: dict[str, list[str]] = {}
    for d in dependencies(state):
        if not d.via:
            direct.setdefault(d.dependent, []).append(d.on)
    assert direct == {giver: [sentinel], warden: [giver, sentinel], sentinel: [warden]}
    # Direct dependency alone: Sentinel's only dependency depends back on it — it is free.
    assert all(sentinel in direct[b] for b in direct[sentinel])
    # The closure (2.3.2.g): every one depends on the other two — all are free, oldest first.
    reached = closure(direct)
    assert all(reached[a] == {giver, warden, sentinel} for a in (giver, warden, sentinel))
    # The outcome of that order: Rune Giver's applied first, Titan is Gigantic; Warden's
    # applied next and ignores Sentinel's before its turn; Warden's and Rune Giver's work.
    assert is_gigantic(state, find(state, "Titan"))
    assert is_ignored(state, find(state, "Sentinel"), 0)
    assert not is_ignored(state, find(state, "Warden"), 0)
    assert not is_ignored(state, find(state, "Rune Giver"), 0)


def test_2_3_2_g_the_trace_names_the_chain_of_the_cycle_and_cites_it() -> None:
    _, entries = until_decision(_board().at_phase(Phase.DUSK).build())
    line = next(e for e in entries if "depend on each other" in e.text)
    giver = "Rune Giver's “All Elementals have Gigantic”"
    sentinel = "Sentinel's “Ignore the abilities of Characters facing me”"
    warden = "Warden's “Ignore the abilities of Characters facing me”"
    assert (
        f"{giver} and {sentinel} depend on each other (Sentinel's on Rune Giver's through "
        f"{warden}): the older, {giver}, applies first"
    ) in line.text
    assert (
        f"{warden} and {giver} depend on each other (Rune Giver's on Warden's through "
        f"{sentinel}): the older, {giver}, applies first"
    ) in line.text
    assert {"2.3.2.g", "2.3.2.d", "2.3.2.e", "2.3.3.a", "2.3.3.b"} <= set(line.rules)
