"""A set's own keyword actions as words of the grammar's lexicon, and a zone's limit changed
by a passive, typed (issue 30, gram54), read by the grammar alone and played on boards.

A keyword action the pool defines by its reminder text (2.2.12.c) is read as its definition
wherever a step stands — alone ("{J} [Kindle]."), in an "and" list ("Draw a card and
[Kindle]."), after "You may" or "to"; a reminder saying again its ability's cost ("…
Discard me from Reserve to do this.") is read by the grammar as no step; a word the set
defines nowhere is refused naming it. "Your Landmark limit is increased by one" changes the
limit Clean-up keeps to (3.2.7.c, 4.2.5.c, 2.2.12.m). "Each time you would roll a die, roll
two dice instead and choose one of the results" replaces the roll (6.2.b, 7.3.33.c)."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder, Phase, answer, find
from engine.reading.limits import landmark_limit, reserve_limit
from engine.state.enums import BOOST, PermanentZone
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.printed.text import clean
from scenarios.cards.printed.token_names import using_tokens

from ..cards_text.helpers import fields, play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .token_card_fixtures import TOKENS

KINDLE = {"kindle": "Target Character you control gains 1 Ember counter."}
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _kindled(text: str) -> tuple[int, int, set[str]]:
    """p1 plays "Unique" printing ``text`` (the set defines Kindle) beside Ally, choosing
    Ally: Ally's Ember counters, the cards p1's hand gained, the rules the trace cites."""
    with using_keywords(KINDLE):
        unique = grammar_fields(text, "Unique")
    b = GameBuilder().in_expedition("p1", "hero", "Ally", **ALLY).in_hand("p1", "Unique", **unique)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = play(b, "Unique")  # its hand held only Unique
    state, entries = answer_picking(state, tuple(entries), ("Ally",))
    counters = state.objects[find(state, "Ally")].counters.get("Ember", 0)
    return counters, len(state.zone("hand:p1")), rules_of(entries)


def test_2_2_12_c_a_bare_set_keyword_action_plays_its_definition() -> None:
    embers, drawn, cited = _kindled("{J} [Kindle].")
    assert (embers, drawn) == (1, 0)
    assert {"6.5.b", "7.3.10.a"} <= cited  # a target chosen (6.5.b), a counter gained (7.3.10.a)
    # the name plays as its definition written out does, the same rules cited
    assert cited == _kindled("{J} Target Character you control gains 1 Ember counter.")[2]


def test_6_1_c_a_set_keyword_action_in_an_and_list_is_a_step_after_the_first() -> None:
    embers, drawn, cited = _kindled("{J} Draw a card and [Kindle].")
    assert (embers, drawn) == (1, 1)
    written = "{J} Draw a card and target Character you control gains 1 Ember counter."
    assert cited == _kindled(written)[2] and "7.3.10.a" in cited


@pytest.mark.parametrize(
    "text",
    [
        "{J} Draw a card and Kindle.",
        "{J} You may [Kindle].",
        "{J} You may exhaust me to [Kindle].",
        "{J} Kindle, then draw a card.",
        "{J} I gain 1 boost and [Kindle].",
    ],
)
def test_a_set_keyword_action_reads_in_every_step_slot(text: str) -> None:
    with using_keywords(KINDLE):
        steps = read_ability(clean(text))["reaction"]["effect"]
    said = str(steps)
    assert "'gain_counters'" in said and "'Ember'" in said


@pytest.mark.parametrize(
    "text",
    [
        "{J} Draw a card and [Stoke the Flames].",
        "{J} Stoke the Flames, then draw a card.",
        "{J} You may [Stoke the Flames].",
    ],
)
def test_a_set_keyword_action_of_several_words_is_one_word(text: str) -> None:
    with using_keywords({"stoke the flames": KINDLE["kindle"]}):
        steps = read_ability(clean(text))["reaction"]["effect"]
    assert "'gain_counters'" in str(steps) and "'Ember'" in str(steps)


def test_a_word_the_set_defines_nowhere_is_refused_naming_it() -> None:
    card = PrintedCard(
        "Probe", "Spell", hand_cost=1, reserve_cost=1, main_text="Draw a card and [Smolder]."
    )
    with using_keywords(KINDLE):
        reading = read_printed(card, patterns=False)
    assert not reading.executable
    assert "smolder" in " ".join(a.reason for a in reading.abilities).lower()


def test_2_2_12_c_a_reminder_saying_again_its_cost_adds_no_step() -> None:
    printed = (
        "{D} : [Kindle]. (Target Character you control gains 1 Ember counter. Discard me from"
        " Reserve to do this.)"
    )
    own = {"kindle": printed.split("(")[1].rstrip(")")}
    with using_keywords(own):
        read = read_ability(clean(printed))
    action = read["quick_action"]
    assert action["cost"]["discard_me_from_reserve"] is True
    assert [s["action"] for s in action["effect"]] == ["gain_counters"]


def test_to_do_this_outside_a_reminder_is_refused() -> None:
    with pytest.raises(Exception, match="to do this"):
        read_ability(clean("{J} Discard me from Reserve to do this."))


# ------------------------------------------------------------------- limits (2.2.12.m)
def test_3_2_7_c_your_landmark_limit_is_increased_by_one_keeps_three_landmarks() -> None:
    gantry = grammar_fields(
        "Your Landmark limit is increased by one.", "Gantry", unique=False, type="Permanent"
    )
    gantry = {**gantry, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = GameBuilder().in_landmarks("p1", "Gantry", **gantry)
    for i in range(2):
        b = b.in_landmarks("p1", f"L{i}").in_landmarks("p2", f"Their L{i}")
    state, entries = until_decision(b.at_phase(Phase.NIGHT).build())
    assert (landmark_limit(state, "p1"), landmark_limit(state, "p2")) == (3, 2)
    assert len(state.zone("landmark:p1")) == 3  # p1 keeps its three (3.2.7.c, 4.2.5.c)
    line = next(e for e in entries if e.text.startswith("Clean-up"))
    assert "Landmarks 3 of 3 (2 without a Hero, +1 by Gantry's" in line.text
    assert {"3.2.7.c", "2.2.12.m", "4.2.5.c"} <= set(line.rules)


@pytest.mark.parametrize(
    ("text", "zone", "by", "players"),
    [
        ("Your Landmark limit is increased by two.", "landmarks", 2, "you"),
        ("Your Reserve limit is decreased by one.", "reserve", -1, "you"),
        ("All Landmark limits are reduced by 1.", "landmarks", -1, "all"),
        ("All Reserve limits are increased by three.", "reserve", 3, "all"),
    ],
)
def test_2_2_12_m_a_limit_change_is_typed_data(text: str, zone: str, by: int, players: str) -> None:
    passive = read_ability(text)["passive"]
    assert passive == {"limit": {"zone": zone, "by": by, "players": players}}
    assert read_ability("Your Landmark limit is three.")["passive"] == {
        "limit": {"zone": "landmarks", "to": 3, "players": "you"}
    }


@pytest.mark.parametrize(
    ("texts", "limit"),
    [
        (("Your Reserve limit is 4.",), 4),
        (("Your Reserve limit is 4.", "Your Reserve limit is increased by one."), 5),
        (("Your Reserve limit is 0.",), 0),
    ],
)
def test_3_2_10_b_a_reserve_limit_made_a_number(texts: tuple[str, ...], limit: int) -> None:
    """ "Your Reserve limit is N": the limit is N (2.2.12.m), the other changes applied
    after it in their order (2.3.3)."""
    b = GameBuilder()
    for i, text in enumerate(texts):
        said = {**grammar_fields(text, f"Lab{i}", unique=False, type="Permanent")}
        said |= {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
        b = b.in_landmarks("p1", f"Lab{i}", **said)
    state = b.build()
    assert (reserve_limit(state, "p1"), reserve_limit(state, "p2")) == (limit, 2)


def test_a_limit_the_rules_do_not_have_is_refused() -> None:
    with pytest.raises(Exception, match="Hand limit"):
        read_ability("Your Hand limit is increased by one.")


# ------------------------------------------------------------ a die roll replaced (7.3.33.c)
TWO_DICE = "Each time you would roll a die, roll two dice instead and choose one of the results."


@pytest.mark.parametrize(
    "text",
    [
        TWO_DICE,
        "If you would roll a die, roll two dice instead and choose one of the results.",
        "Whenever you would roll a die, instead roll two dice and choose one.",
    ],
)
def test_6_2_b_rolling_two_dice_instead_of_one_is_one_replacement(text: str) -> None:
    assert read_ability(text)["passive"] == {
        "instead": {"action": "roll_die", "scope": "mine", "extra": 1}
    }


def test_6_2_j_one_or_more_dice_that_many_plus_one_modifies_the_whole_roll() -> None:
    """ "one or more dice ... that many dice": the step's dice together — the whole roll,
    modified once (6.2.j), where "a die" is each die (6.2.k)."""
    text = (
        "If you would roll one or more dice, instead roll that many dice plus one and ignore the"
        " roll of your choice."
    )
    assert read_ability(text)["passive"] == {
        "instead": {"action": "roll_die", "scope": "mine", "extra": 1, "whole_roll": True}
    }


def test_7_3_33_c_two_dice_are_rolled_instead_and_the_roller_keeps_one() -> None:
    """p1's Hall (TWO_DICE) in play; p1's Roller rolls: two dice asked (2 and 5), p1 keeps 5,
    so "On a 4+" happens (2 boosts)."""
    hall = grammar_fields(TWO_DICE, "Hall", unique=False)
    roller = grammar_fields(
        "{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost.", "Roller"
    )
    b = GameBuilder().in_expedition("p1", "hero", "Hall", **hall).in_hand("p1", "Roller", **roller)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 3).deck_of("p2", 3), "Roller")
    asked: list[str] = []
    for value in ("2", "5", "5"):
        d = state.pending
        assert d is not None and d.kind == "roll_die", d
        asked.append(d.prompt)
        state, entry = answer(state, d.id, [value])
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    assert "die 1 of 2" in asked[0] and "die 2 of 2" in asked[1] and "keep" in asked[2]
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == 2
    assert "7.3.33.c" in rules_of(entries)


def test_a_roll_of_one_or_more_dice_said_as_n_dice_is_refused() -> None:
    with pytest.raises(Exception, match="how many are kept"):
        read_ability("If you would roll one or more dice, roll two dice instead and keep one.")


@pytest.mark.parametrize(
    "text",
    [
        "If you would roll one or more dice, roll two dice instead and choose one of the results.",
        "Each time you would roll a die, roll X dice instead and choose one of the results.",
        "Each time you would roll a die, roll two more dice instead and choose one of the results.",
    ],
)
def test_a_refused_dice_replacement_says_why_on_the_card_sheet(text: str) -> None:
    """The card sheet gives the grammar's reason, quoting the words it did not read, not
    the sentence patterns' "'…' is not understood yet" (failing_part.blames_read_words)."""
    card = PrintedCard("Roller", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    reasons = [a.reason for a in read_printed(card).abilities]
    assert len(reasons) == 1 and reasons[0].startswith("'dice instead'"), reasons


# ------------------------------------ a token's composite type joining a zone (7.5.10.a)
ORLA = "When a Landmark Permanent token joins your Landmarks \u2014 Draw a card."


def _orla_sees(made: str) -> int:
    """p1's Orla (ORLA, or the trigger ``made`` says) in play; p1 plays Keeper, whose {J}
    creates a Beacon Pyre (a Landmark Permanent token) in p1's Landmarks: the cards drawn."""
    orla = grammar_fields(made, "Orla", unique=False)
    card = PrintedCard(
        "Keeper",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text="{J} Create a [BEACON_PYRE] token.",
    )
    with using_tokens(TOKENS):
        keeper = read_printed(card, patterns=False)
    assert keeper.executable
    b = GameBuilder().in_expedition("p1", "hero", "Orla", **orla)
    b = b.in_hand("p1", "Keeper", **fields(keeper)).mana("p1", 2).deck_of("p1", 3)
    state, entries = play(b.deck_of("p2", 3), "Keeper")
    state, entries = answer_picking(state, tuple(entries), ())
    assert "Beacon Pyre" in [state.name(o) for o in state.zone("landmark:p1")]
    return len(state.zone("hand:p1"))


@pytest.mark.parametrize(
    ("trigger", "drawn"),
    [
        (ORLA, 1),  # the token joins: it triggers (7.5.10.a, 2.1.e)
        ("When a Landmark Permanent joins your Landmarks \u2014 Draw a card.", 1),
        ("When a Character token joins your Expeditions \u2014 Draw a card.", 0),
    ],
)
def test_7_5_10_a_a_landmark_permanent_token_joining_your_landmarks(
    trigger: str, drawn: int
) -> None:
    assert _orla_sees(trigger) == drawn


def test_2_1_e_a_landmark_permanent_card_is_no_token_joining() -> None:
    """Orla's trigger names a token: a Landmark Permanent card played joins, and it does not
    trigger; "a Landmark Permanent" does (the filter checked after the join, 7.5.10.a)."""
    for trigger, drawn in (
        (ORLA, 0),
        ("When a Landmark Permanent joins your Landmarks \u2014 Draw a card.", 1),
    ):
        orla = grammar_fields(trigger, "Orla", unique=False)
        tower = {
            "type": CardType.PERMANENT,
            "permanent_zone": PermanentZone.LANDMARK,
            "hand_cost": 1,
            "reserve_cost": 1,
        }
        b = (
            GameBuilder()
            .in_expedition("p1", "hero", "Orla", **orla)
            .in_hand("p1", "Tower", **tower)
        )
        state, entries = play(
            b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3), "Tower", dest="landmark"
        )
        state, _ = answer_picking(state, tuple(entries), ())
        assert len(state.zone("hand:p1")) == drawn, trigger


def test_7_3_a_keyword_action_of_two_steps_twice_is_done_whole_twice() -> None:
    """ "[Stoke] twice", Stoke defined "Draw a card. I gain 1 boost.": two cards drawn and
    two boosts (6.5.i: the action done again, whole) — not one draw and two boosts."""
    with using_keywords({"stoke": "Draw a card. I gain 1 boost."}):
        f = grammar_fields("{J} [Stoke] twice.")
    b = GameBuilder().in_hand("p1", "Unique", **f).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    assert len(state.zone("hand:p1")) == 2
    assert state.objects[find(state, "Unique")].counters.get(BOOST, 0) == 2
