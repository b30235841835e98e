"""Two passive atomic actions joined by "or" in a trigger (issue 30, gram112): every sibling
of sentences_passive_event_ors.py reads to what it means, or is refused (never another
meaning); boards play them. "When a Character an opponent controls is discarded or
sacrificed" activates ONCE for an opponent's sacrificed card — a sacrifice is a discard
(7.3.36.a), one activation per atomic action (6.3.g) — once for an opponent's sacrificed
token (no card, 1.2.7.c: the sacrifice's own Reaction), and never for its controller's own
Character (1.2.2, 7.5.5); "exhausted or readied" activates on each of the two actions
(7.3.13.a, 7.3.26.a)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.enums import Status
from scenarios.cards.grammar.first import grammar_ability

from ..cards_text.helpers import boosts_of, executed, fields, play, read
from ..engine.helpers import choose, rules_of
from .grammar_cards import grammar_fields
from .sentences_passive_event_ors import NOT_YET, SIBLINGS

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 60


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    wanted = SIBLINGS[text]
    if wanted is None or (ability is None and text in NOT_YET):
        assert ability is None and stop is not None
        return
    assert ability is not None, stop.reason if stop else ""
    made = []
    for one in (ability, *ability.get("_more", ())):
        reaction = dict(one["reaction"])
        reaction.pop("text", None)
        made.append(reaction)
    assert made == wanted


WATCHED = "When a Character an opponent controls is discarded or sacrificed \u2014 I gain 1 boost."


@pytest.mark.parametrize(
    ("watcher", "token", "boosts"),
    [
        ("p2", False, 1),  # a card sacrificed: discarded too (7.3.36.a), activated once (6.3.g)
        ("p2", True, 1),  # a token sacrificed: no card discarded, the sacrifice's Reaction
        ("p1", False, 0),  # the watcher's own Character: not an opponent's (1.2.2)
    ],
)
def test_7_3_36_a_discarded_or_sacrificed_activates_once(
    watcher: str, token: bool, boosts: int
) -> None:
    offer = fields(executed(read("Sacrifice a Character.", type="Spell", name="Offer")))
    b = GameBuilder().in_expedition(
        watcher, "hero", "Watcher", **grammar_fields(WATCHED, "Watcher", unique=False)
    )
    b = b.in_expedition("p1", "companion", "Thing", **ALLY, is_token=token)
    b = b.in_hand("p1", "Offer", **offer).mana("p1", 2).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Offer", dest="spell")
    cited = rules_of(entries)
    if state.pending is not None and find(state, "Thing") in state.pending.option_ids():
        state = choose(state, find(state, "Thing"))
    assert "7.3.36.a" in cited  # the sacrifice, a discard (the trace cites it)
    assert boosts_of(state, "Watcher") == boosts


@pytest.mark.parametrize("step", ["Exhaust target Character.", "Ready target Character."])
def test_7_3_13_a_exhausted_or_readied_activates_on_either(step: str) -> None:
    watched = "When a Character you control is exhausted or readied \u2014 I gain 1 boost."
    spell = fields(executed(read(step, type="Spell", name="Nudge")))
    b = GameBuilder().in_expedition(
        "p1", "hero", "Watcher", **grammar_fields(watched, "Watcher", unique=False)
    )
    statuses = (Status.EXHAUSTED,) if step.startswith("Ready") else ()
    b = b.in_expedition("p1", "companion", "Thing", **ALLY, statuses=statuses)
    b = b.in_hand("p1", "Nudge", **spell).mana("p1", 2).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Nudge", dest="spell")
    if state.pending is not None and find(state, "Thing") in state.pending.option_ids():
        state = choose(state, find(state, "Thing"))
    assert boosts_of(state, "Watcher") == 1
