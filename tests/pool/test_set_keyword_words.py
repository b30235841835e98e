"""Issue 32: a new set's own keywords, read by the search through their reminder text, and the
abilities a question asks of a card.

A set keyword ("[Swell]", "[Undertow]") is no term of the rules: its name, searched, matches
nothing, and its meaning is printed only in the reminder after it, on one print (2.2.12.c).
A question that names a card's keyword asks of that ability, not of the card's others. The
keywords, cards and the rules' terms here are invented stand-ins (the app asks the index which
terms the rules define).
"""

from __future__ import annotations

from judge_app.card_mentions import CardRecogniser, KnownCard, QuestionCards, rules_words
from judge_app.set_keyword_words import asked_abilities, read_through, set_definitions
from rules_corpus.search.mentions import SELF_MOVE

RULES_TERMS = ("Gain", "Control", "Tough", "Resupply", "Spend", "Double", "Sacrifice")


def defined(text: str) -> list[str]:
    """A stand-in for the rules' terms a text uses (:meth:`RulesIndex.defined_terms`)."""
    lowered = text.lower()
    return [t for t in RULES_TERMS if t.lower() in lowered]


SWELL = "Target Character you control gains 1 Tide counter."
UNDERTOW = "When I go to Reserve from the Expedition zone, I gain 1 Tide counter."
ADEPT = KnownCard("Tidecaller Adept", (), "Character", f"{{J}} [Swell]. ({SWELL})")
WARDEN = KnownCard("Kelp Warden", (), "Character", f"[Undertow]. ({UNDERTOW})  {{J}} [Swell].")
BRINEKEEPER = KnownCard("Brinekeeper", (), "Character", "{H} [Swell].  {D} : [Swell].")
SHARK = KnownCard(
    "Riptide Shark",
    (),
    "Character",
    "[Tough 1]. (Opponents must pay {1} to target me.)  When I gain a Tide counter — Draw.",
)


def test_a_set_keyword_is_defined_by_the_reminder_printed_with_it_once() -> None:
    texts = [
        BRINEKEEPER.text,  # a use without its reminder defines nothing
        ADEPT.text,
        WARDEN.text,
        "{J} [Swell]. (Target Character gains 3 Tide counters.)",  # a later print: the first
        "{D} : [Swell]. (Discard me from Reserve to do this.)",  # the cost said again
        "{J} [Resupply]. (Put the top card of your deck in Reserve.)",  # a rules keyword
        "{R} Create a [Brassbug 2/2/2] token. (It is a Character.)",  # a token's name
        "[Barter 2]. (You may play me for {2} less.)",  # numbered: defined without its number
        "{J} [Stoke the Flames]. (Sacrifice a Character, then draw a card.)",
    ]
    assert set_definitions(texts, defined) == {
        "swell": SWELL,
        "undertow": UNDERTOW,
        "barter": "You may play me for {2} less.",
        "stoke the flames": "Sacrifice a Character, then draw a card.",
    }


def test_a_set_keyword_is_written_as_its_definition_wherever_it_stands() -> None:
    definitions = {"swell": SWELL, "undertow": UNDERTOW}
    assert read_through("{H} [Swell].", definitions) == f"{{H}}  {SWELL} "
    assert (
        read_through("Draw a card, then [[Swell]].", definitions).split()
        == (f"Draw a card, then {SWELL}").split()
    )
    # A Reaction's reminder is written as a Reaction is printed: its trigger before a dash.
    assert "the Expedition zone — I gain 1 Tide counter." in read_through(WARDEN.text, definitions)
    # A name nothing defines, and a rules keyword's reminder, are left as printed.
    assert read_through("[Tough 1]. (Opponents must pay {1}.)", definitions) == (
        "[Tough 1]. (Opponents must pay {1}.)"
    )
    assert read_through("[Glimmer].", definitions) == "[Glimmer]."


def test_a_cards_rules_words_are_the_rules_not_a_sets_names() -> None:
    definitions = {"swell": SWELL, "undertow": UNDERTOW}
    # Read with no definitions, the set's keyword names are left out (no rules word).
    assert rules_words(WARDEN, defined) == ("Character", "Reaction", SELF_MOVE)
    # Read through its definitions: a Reaction that is no self-move one (6.3.d) and the terms
    # its reminders use (a Tide counter gained, 7.3.15; a Character you control, 7.5.5).
    undertow = KnownCard("Kelp Warden", (), "Character", f"[Undertow]. ({UNDERTOW})")
    assert rules_words(undertow, defined, definitions) == ("Character", "Reaction", "Gain")
    # A use without its reminder reads the set's definition all the same.
    assert rules_words(BRINEKEEPER, defined, definitions)[-2:] == ("Gain", "Control")
    assert rules_words(SHARK, defined, definitions) == ("Character", "Tough", "Reaction", "Gain")


def test_a_question_naming_a_cards_keyword_asks_of_that_ability() -> None:
    text = WARDEN.text
    assert asked_abilities(text, (), "does 's Undertow trigger at Rest?") == (
        f"[Undertow]. ({UNDERTOW})"
    )
    # The keyword as a word of a sentence: a verb's or a plural's ending.
    for asked in ("when  swells my Character", "two Swells on it", "it swelled twice"):
        assert asked_abilities(text, (), asked) == "{J} [Swell].", asked
    # A keyword of several words, a numbered one, a rules keyword given as the card's keyword.
    flames = "{J} [Stoke the Flames].  Draw a card."
    assert asked_abilities(flames, (), "can I stoke the flames twice") == "{J} [Stoke the Flames]."
    assert asked_abilities("[Barter 2].  {J} Draw.", (), "how much does barter save") == (
        "[Barter 2]."
    )
    assert asked_abilities("Tough 1.  {J} Draw.", ("Tough",), "is it tough") == "Tough 1."
    # The question names none of its keywords: the whole card.
    assert asked_abilities(text, (), "does it keep its Tide counters at Rest?") is None
    assert asked_abilities(text, (), "") is None


def test_question_cards_give_the_asked_abilitys_words() -> None:
    cards = QuestionCards(CardRecogniser([ADEPT, WARDEN, BRINEKEEPER], str.islower), defined)
    _, whole = cards.read("Kelp Warden has 2 Tide counters at Rest, does it keep them?")
    assert whole[0].words == ("Character", "Reaction", SELF_MOVE)
    # Asked of its [Undertow]: that Reaction's words, read by its reminder — not the
    # self-move Reaction of its other ability ({J}: 6.3.c).
    _, asked = cards.read("does Kelp Warden's Undertow trigger when it goes to Reserve?")
    assert asked[0].words == ("Character", "Reaction", "Gain")
    # Brinekeeper's [Swell] is defined on another print (Tidecaller Adept's).
    _, swell = cards.read("can Brinekeeper swell a Character my opponent controls?")
    assert "Gain" in swell[0].words and "Control" in swell[0].words
