"""gdef (session 36): a trigger's object keeps every word said of it, played on boards.

Two readings ran but meant something else: "When a Character you control joins an
Expedition" activated for the opponent's Characters too ("you control" dropped; whose
Character joins is its controller, 7.5.5.b — the filter checked as it joins, 7.5.10.a), and
"When you create a token Character" activated for a Landmark or Expedition Permanent token
(the type dropped; a Permanent token is no Character, 2.2.1, 7.3.5.a). Here each is played:
the filter's object triggers, another object does not."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, TraceEntry, answer, find, play_card
from engine.state.enums import BOOST, Status
from engine.state.game_state import GameState, evolve
from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.printed.token_names import using_tokens

from ..cards_text.helpers import fields
from ..engine.helpers import texts, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .token_card_fixtures import TOKENS

YOURS_JOIN = "When a Character you control joins an Expedition \u2014 I gain 1 boost."
THEIRS_JOIN = "When a Character an opponent controls joins an Expedition \u2014 I gain 1 boost."
ANY_JOIN = "When a Character joins an Expedition \u2014 I gain 1 boost."
YOURS_WITH_EMBER = (
    "When a Character you control with an Ember counter joins an Expedition \u2014 I gain 1 boost."
)
TOKEN_CHARACTER = "When you create a token Character \u2014 I gain 1 boost."
ANY_TOKEN = "When you create a token \u2014 I gain 1 boost."
OPPONENT_TOKEN_CHARACTER = "When an opponent creates a token Character \u2014 I gain 1 boost."
_WHERE = {"GEARLING": " in my Expedition", "TIDE_MARKER": " in my Expedition"}
"""Where a token is created: a Character or Expedition Permanent token in an Expedition
(7.3.5.a-b); a Landmark Permanent token in its creator's Landmarks (2.2.3.e)."""
STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _boosts(state: GameState) -> int:
    return state.objects[find(state, "Watcher")].counters.get(BOOST, 0)


def _played_by(b: GameBuilder, player: str, name: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """``player`` starts the Afternoon and plays ``name`` from their hand into their Hero
    Expedition, paying its cost; every decision after answered with its first options."""
    state, _ = until_decision(b.at_afternoon(first=player).build())
    state, first = play_card(state, player, find(state, name), "hero")
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    return answer_picking(state, (first, *entries), ())


def _join_board(trigger: str, player: str, **card: object) -> tuple[int, tuple[str, ...]]:
    """p1's Watcher printing ``trigger``; ``player`` plays a 1-cost Character ("Recruit",
    ``card`` its further fields): Watcher's boosts after, and the rules the Reaction's
    activating step cites (empty when none activated)."""
    b = GameBuilder().in_expedition("p1", "companion", "Watcher", **grammar_fields(trigger, "W"))
    b = b.in_hand(player, "Recruit", **{**STATS, **card}).mana(player, 2)
    state, entries = _played_by(b.deck_of("p1", 3).deck_of("p2", 3), player, "Recruit")
    said = texts(entries)
    cited: tuple[str, ...] = ()
    for text, entry in zip(said, entries, strict=True):
        if text.startswith("Reaction-activating step") and "Watcher" in text:
            cited = entry.rules
    return _boosts(state), cited


@pytest.mark.parametrize(
    ("trigger", "player", "boosts"),
    [
        (YOURS_JOIN, "p1", 1),  # my Character joins: it is one I control (7.5.5.b)
        (YOURS_JOIN, "p2", 0),  # the opponent's Character: not one I control
        (THEIRS_JOIN, "p2", 1),  # "an opponent controls" (1.2.2, 7.5.5.b)
        (THEIRS_JOIN, "p1", 0),
        (ANY_JOIN, "p2", 1),  # no controller said: any player's Character (7.5.10.a)
        (ANY_JOIN, "p1", 1),
    ],
    ids=["yours-mine", "yours-not-theirs", "theirs-theirs", "theirs-not-mine", "any-p2", "any-p1"],
)
def test_7_5_5_b_whose_character_joins_an_expedition(
    trigger: str, player: str, boosts: int
) -> None:
    found, cited = _join_board(trigger, player)
    assert found == boosts
    if boosts:
        # a join of one Expedition, moved there from Limbo as it is played (7.5.10.a)
        assert "7.5.10.a" in cited and "6.3.h" in cited, cited
    else:
        assert cited == ()


def test_7_5_5_b_the_controller_and_a_counter_both_kept() -> None:
    """ "a Character you control with an Ember counter": the opponent's Character joining
    does not trigger even with the counter... which a Character played has none of: no
    activation for either player's plain Character (2.5.a); the controller kept (7.5.5.b)."""
    assert _join_board(YOURS_WITH_EMBER, "p1")[0] == 0
    assert _join_board(YOURS_WITH_EMBER, "p2")[0] == 0
    reaction = read_printed(
        PrintedCard("W", "Character", main_text=YOURS_WITH_EMBER, **STATS)
    ).model.abilities[0]
    assert reaction.reaction is not None
    flt = reaction.reaction.model_dump(exclude_defaults=True, by_alias=True)["filter"]
    assert flt["controller"] == "you" and flt["counter"] == "Ember"


def _creation_board(trigger: str, created: str, creator: str = "p1") -> tuple[int, tuple[str, ...]]:
    """p1's Watcher printing ``trigger``; ``creator`` plays Maker, whose {J} creates the
    token ``created`` (a token card of the pool, 2.1.e): Watcher's boosts and the rules the
    Reaction's activating step cites."""
    maker = PrintedCard(
        "Maker",
        "Character",
        main_text=f"{{J}} Create a [{created}] token{_WHERE.get(created, '')}.",
        **STATS,
    )
    with using_tokens(TOKENS):
        read = read_printed(maker, patterns=False)
    assert read.executable, [(a.text, a.reason) for a in read.abilities]
    b = GameBuilder().in_expedition("p1", "companion", "Watcher", **grammar_fields(trigger, "W"))
    b = b.in_hand(creator, "Maker", **fields(read)).mana(creator, 2)
    state, entries = _played_by(b.deck_of("p1", 3).deck_of("p2", 3), creator, "Maker")
    said = texts(entries)
    cited: tuple[str, ...] = ()
    for text, entry in zip(said, entries, strict=True):
        if text.startswith("Reaction-activating step") and "Watcher" in text:
            cited = entry.rules
    return _boosts(state), cited


@pytest.mark.parametrize(
    ("trigger", "created", "boosts"),
    [
        (TOKEN_CHARACTER, "GEARLING", 1),  # a token Character created (7.3.5.a)
        (TOKEN_CHARACTER, "BEACON_PYRE", 0),  # a Landmark Permanent token: no Character
        (TOKEN_CHARACTER, "TIDE_MARKER", 0),  # an Expedition Permanent token: no Character
        (ANY_TOKEN, "BEACON_PYRE", 1),  # "a token": every token created (7.3.5.a)
        (ANY_TOKEN, "TIDE_MARKER", 1),
        (ANY_TOKEN, "GEARLING", 1),
    ],
    ids=[
        "character-token",
        "landmark-token-no",
        "expedition-permanent-token-no",
        "any-landmark",
        "any-expedition-permanent",
        "any-character",
    ],
)
def test_2_2_1_a_token_character_is_the_type_said(trigger: str, created: str, boosts: int) -> None:
    found, cited = _creation_board(trigger, created)
    assert found == boosts
    if boosts:
        assert "7.3.5.a" in cited and "6.3.h" in cited, cited
    else:
        assert cited == ()


def test_1_2_2_an_opponents_token_character_only() -> None:
    """ "When an opponent creates a token Character": their Gearling triggers (1.2.2,
    7.3.5.a); their Landmark Permanent token does not (2.2.1); my own Gearling does not."""
    assert _creation_board(OPPONENT_TOKEN_CHARACTER, "GEARLING", "p2")[0] == 1
    assert _creation_board(OPPONENT_TOKEN_CHARACTER, "BEACON_PYRE", "p2")[0] == 0
    assert _creation_board(OPPONENT_TOKEN_CHARACTER, "GEARLING", "p1")[0] == 0


@pytest.mark.parametrize(
    ("earlier", "anchored"),
    [("Permanent", True), ("Character", False), ("", True)],
    ids=["after-a-permanent-token", "after-a-character-token", "none-before"],
)
def test_7_3_5_a_the_first_one_is_the_first_token_character(earlier: str, anchored: bool) -> None:
    """ "When you create a token Character — If it's the first one you created this Day":
    "one" is a token Character (2.2.1) — a Landmark Permanent token created earlier this
    Day does not make the Gearling created now a second one; a token Character does."""
    from .sentences_either_events import FIRST_ONE_THIS_DAY

    maker = PrintedCard(
        "Maker", "Character", main_text="{J} Create a [GEARLING] token in my Expedition.", **STATS
    )
    with using_tokens(TOKENS):
        read = read_printed(maker, patterns=False)
    b = GameBuilder().in_expedition(
        "p1", "companion", "Keeper", **grammar_fields(FIRST_ONE_THIS_DAY)
    )
    b = b.in_hand("p1", "Maker", **fields(read)).mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3)
    state, _ = until_decision(b.at_afternoon().build())
    if earlier:  # a token of p1's, created by an earlier step this Day (since gone)
        state = evolve(state, tokens_created_this_day=(("p1", "gone", 1, earlier),))
    state, _ = play_card(state, "p1", find(state, "Maker"), "hero")
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, _ = until_decision(state)
    state, _ = answer_picking(state, (), ())
    made = [o for o in state.zone("expedition:p1:hero") if state.name(o) == "Gearling"]
    assert len(made) == 1
    assert state.objects[made[0]].has(Status.ANCHORED) is anchored
