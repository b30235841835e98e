"""Issue 32: the cards a question names are recognised — by name in any language, misspelt,
partial, several in one question, a name that is also a rules word — against the library and
the imported pool, and each brings the rules words of its printed text.

The cards here are invented (the project's fixture pool) or named only; the rules' words come
from a small stand-in (the app asks the search index).
"""

from __future__ import annotations

from judge_app.card_mentions import (
    CardRecogniser,
    KnownCard,
    QuestionCards,
    distinct,
    library_cards,
    pool_cards,
    rules_words,
)
from rules_corpus.search.mentions import PLAYED_FROM, SELF_MOVE
from scenarios.pool import CardPool

RULES_WORDS = {"harvest", "sabotage", "reserve", "played", "player", "character", "charge"}


def rules_word(word: str) -> bool:
    return word.lower() in RULES_WORDS


TINKERER = KnownCard(
    "Cogwheel Tinkerer",
    (
        "Bricoleur d'Engrenages",
        "Zahnradbastler",
        "Manitas de Engranajes",
        "Armeggiatore di Ingranaggi",
    ),
    "Character",
    "{J} Target Character gains 1 boost.",
)
KUWAT = KnownCard("Kuwat, the Dissenter", (), "Character", "{J} Sacrifice a Character.")
HAVEN = KnownCard("Haven, Bravos Bastion", (), "Permanent", "{J} [Resupply].")
HAVEN_TRAINEE = KnownCard("Haven Trainee", (), "Character", "{R} I gain 2 boosts.")
COUNCIL = KnownCard("The Council", (), "Character", "Characters facing me can't activate.")
LINDIWE = KnownCard("Lindiwe & Maw", (), "Hero", "")
QUETZAL = KnownCard("Quetzalcóatl", (), "Character", "")
HARVEST = KnownCard("Harvest", (), "Spell", "[Resupply].")
SABOTAGER = KnownCard("Sabotager", (), "Character", "")
OFF_YOU_GO = KnownCard("Off You Go!", (), "Spell", "Send to Reserve target Character.")
CARDS = [TINKERER, KUWAT, HAVEN, HAVEN_TRAINEE, COUNCIL, LINDIWE, QUETZAL, HARVEST, SABOTAGER]
RECOGNISER = CardRecogniser([*CARDS, OFF_YOU_GO], rules_word)


def names(question: str) -> list[str]:
    return [r.card.name for r in distinct(RECOGNISER.recognise(question))]


def test_a_card_is_recognised_by_its_name_in_five_languages() -> None:
    for question in (
        "Does Cogwheel Tinkerer target a character in Reserve?",
        "Le Bricoleur d'Engrenages peut-il cibler un personnage ?",
        "Kann der Zahnradbastler einen Charakter wählen?",
        "¿Puede Manitas de Engranajes elegir un personaje?",
        "L'Armeggiatore di Ingranaggi può bersagliare?",
    ):
        assert names(question) == ["Cogwheel Tinkerer"], question


def test_typos_accents_and_case_are_forgiven() -> None:
    assert names("what does kuwatt sacrifice") == ["Kuwat, the Dissenter"]
    assert names("cogwheel tinkrer and reserve") == ["Cogwheel Tinkerer"]
    assert names("does Quetzalcoatl trigger") == ["Quetzalcóatl"]
    assert names("does QUETZALCÓATL trigger") == ["Quetzalcóatl"]
    # Short words must match exactly: "Maw" is not "May".
    assert names("May I play two cards") == []


def test_partial_names_are_recognised() -> None:
    assert names("If I play Kuwat") == ["Kuwat, the Dissenter"]
    assert names("what does the Council stop") == ["The Council"]
    assert names("Council vs Kuwat") == ["The Council", "Kuwat, the Dissenter"]
    assert names("can Lindiwe make a token") == ["Lindiwe & Maw"]


def test_two_cards_in_one_question_with_where_they_are() -> None:
    question = "If I play Kuwat while my opponent controls Haven, what happens first?"
    found = RECOGNISER.recognise(question)
    assert [(r.card.name, question[r.start : r.end]) for r in found] == [
        ("Kuwat, the Dissenter", "Kuwat"),
        ("Haven, Bravos Bastion", "Haven"),
    ]


def test_the_longest_name_wins_and_a_card_named_twice_is_found_twice() -> None:
    assert names("Haven Trainee with Haven") == ["Haven Trainee", "Haven, Bravos Bastion"]
    found = RECOGNISER.recognise("Kuwat then Kuwat's Reaction")
    assert [r.typed for r in found] == ["Kuwat", "Kuwat's"]
    assert len(distinct(found)) == 1


def test_a_name_that_is_also_a_rules_word_needs_capitals() -> None:
    assert names("Harvest when my deck is empty") == ["Harvest"]
    assert names("what does harvest mean when my deck is empty") == []
    assert names("can Off You Go! target Kuwat") == ["Off You Go!", "Kuwat, the Dissenter"]
    assert names("off you go then") == []
    # A word of the rules is never a typo of a card's name.
    assert names("can I sabotage a card") == []
    assert names("is Sabotagr a character") == ["Sabotager"]


def test_a_card_brings_its_type_keywords_reaction_and_the_rules_terms_of_its_text() -> None:
    def defined(text: str) -> list[str]:
        return [w for w in ("Sacrifice", "Resupply", "Tough") if w.lower() in text.lower()]

    # "{J}" is "When I enter play" (1.1.6.e): the card itself entering play, a self-move
    # Reaction (6.3.c)
    assert rules_words(KUWAT, defined) == ("Character", "Reaction", SELF_MOVE, "Sacrifice")
    assert rules_words(HAVEN, defined) == ("Permanent", "Resupply", "Reaction", SELF_MOVE)
    tough = KnownCard(
        "Achilles", (), "Character", "[Tough 1]. (Opponents must pay {1} to target me.)"
    )
    assert rules_words(tough, defined) == ("Character", "Tough")  # reminder text left out
    token = KnownCard("Foundry Armorer", (), "Character", "{R} Create a [Brassbug 2/2/2] token.")
    assert "Brassbug 2/2/2" not in rules_words(token, defined)


def test_only_a_trigger_of_the_card_itself_entering_a_zone_is_a_self_move_reaction() -> None:
    def words(text: str) -> tuple[str, ...]:
        return rules_words(KnownCard("Someone", (), "Character", text), lambda t: [])

    assert SELF_MOVE in words("When I go to Reserve from your hand — You may play me for free.")
    assert SELF_MOVE in words("{H} Draw a card.")
    # 6.3.d: "When I go to Reserve from the Expedition zone" is no self-move Reaction
    assert SELF_MOVE not in words("When I go to Reserve from the Expedition zone — Draw a card.")
    assert SELF_MOVE not in words("When I leave the Expedition zone — Draw a card.")
    # an icon named inside a text opens no ability
    assert SELF_MOVE not in words("The {J}, {H} and {R} abilities of Characters facing me can't.")


def test_a_trigger_of_the_card_being_played_from_a_zone_is_marked_so() -> None:
    def words(text: str) -> tuple[str, ...]:
        return rules_words(KnownCard("Someone", (), "Character", text), lambda t: [])

    # {H}, {R}: "When I am played from Hand / Reserve" (7.1.1.b-c) — not {J}, nor a move.
    assert PLAYED_FROM in words("{H} Draw a card.")
    assert PLAYED_FROM in words("{R} I gain 1 boost.")
    assert PLAYED_FROM not in words("{J} Draw a card.")
    assert PLAYED_FROM not in words("When I go to Reserve from your hand — Draw a card.")
    assert PLAYED_FROM not in words("The {J}, {H} and {R} abilities of Characters facing me can't.")


def test_question_cards_gives_the_chips_and_the_searchs_records() -> None:
    cards = QuestionCards(RECOGNISER, lambda text: [])
    chips, records = cards.read("Kuwat then Kuwat again, and Haven")
    assert [c.card.name for c in chips] == ["Kuwat, the Dissenter", "Haven, Bravos Bastion"]
    assert [(r.name, r.start, r.end) for r in records] == [
        ("Kuwat, the Dissenter", 0, 5),
        ("Kuwat, the Dissenter", 11, 16),
        ("Haven, Bravos Bastion", 28, 33),
    ]
    assert records[0].words == ("Character", "Reaction", SELF_MOVE)


def test_a_word_most_cards_of_a_type_carry_is_left_out_of_that_types_cards() -> None:
    def defined(text: str) -> list[str]:
        return [w for w in ("Fleeting", "Sacrifice") if w.lower() in text.lower()]

    spells = [
        KnownCard(f"Spell {n}", (), "Spell", "[[Fleeting]]. Draw a card." if n < 8 else "Draw.")
        for n in range(12)
    ]
    boom = KnownCard("Boom", (), "Spell", "[[Fleeting]]. Sacrifice a Character.")
    known = QuestionCards(CardRecogniser([*spells, boom, KUWAT], rules_word), defined)
    # 9 Spells of 13 are Fleeting: a Spell's Fleeting tells nothing; its Sacrifice does.
    assert known.read("Boom on Kuwat")[1][0].words == ("Spell", "Sacrifice")
    # A type too few known cards have keeps every word (one Character: Kuwat).
    assert known.read("Kuwat")[1][0].words == ("Character", "Reaction", SELF_MOVE, "Sacrifice")


def test_the_pool_and_the_library_are_read_in_every_imported_language(
    full_pool: CardPool,
) -> None:
    path = full_pool.path
    full_pool.close()
    pooled, notices = pool_cards(path)
    assert notices == []
    recogniser = CardRecogniser([*pooled, *library_cards()], rules_word)
    for question in (
        "can cogwheel tinkerer target a character in reserve",
        "le Bricoleur d'Engrenages cible-t-il un personnage",
        "der Zahnradbastler und Kuwat",
    ):
        found = [r.card.name for r in distinct(recogniser.recognise(question))]
        assert found[0] == "Cogwheel Tinkerer", question
    found = distinct(recogniser.recognise("der Zahnradbastler und Kuwat"))
    assert [r.card.source for r in found] == ["pool", "library"]
    assert pool_cards(path.parent / "none.db") == ([], [])
    assert not (path.parent / "none.db").exists()


def test_a_name_inside_a_longer_name_the_question_writes_is_that_card() -> None:
    """A card called "Maw" (or "Kuwat") exists beside the Hero "Lindiwe & Maw" (and "Kuwat,
    the Dissenter"): a question writing the longer name means that card by the shorter one."""
    maw = KnownCard("Maw", (), "Character", "")
    kuwat = KnownCard("Kuwat", (), "Character token", "")
    recogniser = CardRecogniser([*CARDS, maw, kuwat], rules_word)

    def found(question: str) -> list[tuple[str, str]]:
        return [(r.typed, r.card.name) for r in recogniser.recognise(question)]

    assert found("Lindiwe & Maw: does Maw get boosts?") == [
        ("Lindiwe & Maw", "Lindiwe & Maw"),
        ("Maw", "Lindiwe & Maw"),
    ]
    assert found("Kuwat, the Dissenter reacts, then Kuwat sacrifices") == [
        ("Kuwat, the Dissenter", "Kuwat, the Dissenter"),
        ("Kuwat", "Kuwat, the Dissenter"),
    ]
    # Named alone, the card of that whole name.
    assert found("does Maw get boosts") == [("Maw", "Maw")]
    assert found("Kuwat sacrifices") == [("Kuwat", "Kuwat")]


def test_a_name_stands_for_its_version_with_printed_text() -> None:
    """Several imported versions of one name (a Common, its Rares): a blank one gives the search
    no rules words, so the version with printed text stands for the name, whatever the order
    they were imported in; among versions with text the first (the Common) stays."""
    blank = KnownCard("Yzmir Stargazer", (), "Character", "  ", (), "pool")
    printed = KnownCard("Yzmir Stargazer", (), "Character", "{J} Sabotage.", (), "pool")
    rare = KnownCard("Yzmir Stargazer", (), "Character", "{H} Draw a card.", (), "pool")
    library = KnownCard("Yzmir Stargazer", (), "Character", "{R} Resupply.")
    for cards in ([blank, printed, rare], [printed, blank, rare], [library, blank, printed]):
        recogniser = CardRecogniser(cards, rules_word)
        assert [r.card for r in recogniser.recognise("Does Yzmir Stargazer react?")] == [printed]
    # A blank imported version does not hide the library's text; with text, the import wins.
    assert CardRecogniser([library, blank], rules_word).cards["yzmir stargazer"] is library
    assert CardRecogniser([library, rare], rules_word).cards["yzmir stargazer"] is rare
