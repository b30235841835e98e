"""Issue 32: a card's name shared by several versions (a Common, a Rare with a changed part, a
Unique — CR 5.0 2.2.4's Remark: cards with the same name may have different characteristics):
the versions the question singles out — by their rarity ("the rare", "Kuwat (Unique)", 2.2.5.a)
or by a phrase of their text it quotes — bring their rules words, each once; else the version
standing for the name (the Common) brings its own.

The cards are invented; the rules' words come from a small stand-in (the app asks the index).
"""

from __future__ import annotations

from judge_app.card_mentions import CardRecogniser, KnownCard, QuestionCards, singled_out

TERMS = ("Sacrifice", "Resupply", "Anchored", "Boost", "Discard")


def defined(text: str) -> list[str]:
    return [term for term in TERMS if term.lower() in text.lower()]


def rules_word(word: str) -> bool:
    return word.lower() in {"sacrifice", "resupply", "character", "spell", "rare", "common"}


def version(text: str, *rarities: str, name: str = "Gloomwood Warden") -> KnownCard:
    return KnownCard(name, (), "Character", text, (), "pool", rarities)


COMMON = version("{J} Sacrifice a Character.", "common")
RARE = version("{J} Sacrifice a Character. #Resupply.#", "rare")
UNIQUE = version("{H} Target Character gains Anchored.", "unique")
OTHER = version("{R} Discard a card.", "common", name="Ember Acolyte")


def evidence(question: str, *cards: KnownCard) -> list[tuple[str, ...]]:
    recogniser = CardRecogniser(cards or (COMMON, RARE, UNIQUE, OTHER), rules_word)
    known = QuestionCards(recogniser, defined)
    return [record.words for record in known.read(question)[1]]


def test_a_name_no_question_tells_apart_brings_the_version_standing_for_it() -> None:
    # Every version pooled was measured and not kept: the Common's words alone.
    (words,) = evidence("Does the Gloomwood Warden's ability resolve if it leaves play?")
    assert words == ("Character", "Reaction", "self-move Reactions", "Sacrifice")


def test_versions_singled_out_together_bring_their_words_each_once() -> None:
    # "Sacrifice a Character": the Common and the Rare print it; their words, each once.
    (words,) = evidence('Gloomwood Warden: "Sacrifice a Character" — before or after?')
    assert words == ("Character", "Reaction", "self-move Reactions", "Sacrifice", "Resupply")


def test_a_rarity_written_for_the_card_singles_its_version_out() -> None:
    rare_words = ("Character", "Reaction", "self-move Reactions", "Sacrifice", "Resupply")
    unique_words = ("Character", "Reaction", "self-move Reactions", "played-from Reactions")
    for question in (
        "Does the Rare Gloomwood Warden resupply before the sacrifice?",
        "Gloomwood Warden (rare): when is the sacrifice made?",
        "I play Gloomwood Warden, the rare, from hand: what happens?",
        "With Gloomwood Warden, does the rare resupply too?",
    ):
        assert evidence(question) == [rare_words], question
    assert evidence("Does the unique Gloomwood Warden's Anchored last?") == [
        (*unique_words, "Anchored")
    ]


def test_a_quoted_phrase_of_one_versions_text_singles_it_out() -> None:
    (words,) = evidence('Gloomwood Warden says "target Character gains Anchored": which one?')
    assert "Anchored" in words and "Sacrifice" not in words
    # A phrase two versions print: those two, not the third.
    (words,) = evidence('Gloomwood Warden: "Sacrifice a Character" — before or after?')
    assert "Sacrifice" in words and "Resupply" in words and "Anchored" not in words


def test_what_tells_no_version_apart_keeps_them_all() -> None:
    everything = evidence("Gloomwood Warden and its ability")[0]
    for question in (
        # "the common mistake": a plain word, not a rarity
        "Is it the common mistake to sacrifice Gloomwood Warden?",
        # a rarity no version has
        "Does the exalted Gloomwood Warden exist?",
        # a phrase no version prints, a phrase of one word
        'Gloomwood Warden "draws two cards" ?',
        'Gloomwood Warden "Anchored" ?',
        # a rarity written for another card
        "Gloomwood Warden with the Rare Ember Acolyte",
    ):
        assert evidence(question)[0] == everything, question


def test_a_rarity_is_the_named_cards_own_and_singles_only_among_versions() -> None:
    # The rarity beside Ember Acolyte is not the Warden's; Ember Acolyte has one version.
    found = CardRecogniser([COMMON, RARE, UNIQUE, OTHER], rules_word)
    question = "Gloomwood Warden with the Rare Ember Acolyte"
    warden, acolyte = found.recognise(question)
    named = [warden, acolyte]
    assert singled_out(question, warden, found.versions(warden.card), named) == (
        COMMON,
        RARE,
        UNIQUE,
    )
    assert singled_out(question, acolyte, found.versions(acolyte.card), named) == (OTHER,)
    # Asked of the Warden alone (no other card known), "the Rare" is the Warden's.
    assert singled_out(question, warden, found.versions(warden.card)) == (RARE,)


def test_a_library_card_and_blank_versions_are_not_pooled_with_the_import() -> None:
    """The import's versions stand for the name; the library's copy and a blank print
    (no printed text: no rules words) are not versions of it."""
    library = KnownCard("Gloomwood Warden", (), "Character", "{J} Discard a card.")
    blank = version("  ", "rare")
    found = CardRecogniser([library, blank, COMMON, RARE], rules_word)
    (named,) = found.recognise("Gloomwood Warden")
    assert found.versions(named.card) == (COMMON, RARE)
    # Only the library knows the name: its card alone.
    alone = CardRecogniser([library], rules_word)
    assert alone.versions(alone.recognise("Gloomwood Warden")[0].card) == (library,)
    (words,) = evidence("Gloomwood Warden", library, blank, COMMON, RARE)
    assert "Discard" not in words
