"""Finding and showing imported cards: by name in any imported language (2.2.4.c), by text,
type, faction and cost; the sheet a judge reads."""

from __future__ import annotations

from scenarios.cards.printed.text import in_words
from scenarios.pool import CardPool
from scenarios.pool.describe import describe, sheet_text
from scenarios.pool.icons import icons_as_words, words_as_icons


def names(cards: list) -> list[str]:  # type: ignore[type-arg]
    return [c.name for c in cards]


def test_search_by_french_and_german_name(full_pool: CardPool) -> None:
    assert names(full_pool.search("Bricoleur"))[0] == "Cogwheel Tinkerer"
    assert names(full_pool.search("zahnradbastler"))[0] == "Cogwheel Tinkerer"


def test_search_ignores_accents(full_pool: CardPool) -> None:
    # "Bénédiction Mécanique" typed without accents
    assert names(full_pool.search("benediction mecanique")) == ["Clockwork Blessing"]


def test_search_by_prefix_as_typed(full_pool: CardPool) -> None:
    assert "Brass Watchtower" in names(full_pool.search("watchto"))


def test_search_by_text_in_any_language(full_pool: CardPool) -> None:
    assert names(full_pool.search("Réserve piochez")) == ["Clockwork Blessing"]
    assert names(full_pool.search("Noon tune")) == ["Brass Watchtower"]
    assert names(full_pool.search("fredonne")) == ["Brass Watchtower"]


def test_search_filters_type_faction_cost(full_pool: CardPool) -> None:
    assert names(full_pool.search("type:spell")) == ["Clockwork Blessing"]
    assert names(full_pool.search("faction:lyra")) == ["Lantern Singer"]
    assert set(names(full_pool.search("cost>=3"))) == {"Brass Watchtower", "Lantern Singer"}
    # the out-of-faction Rare makes the Tinkerer a Bravos card too
    assert "Cogwheel Tinkerer" in names(full_pool.search("faction:bravos"))
    assert names(full_pool.search("engineer cost<=1")) == []


def test_search_forgives_a_typo_in_a_name(full_pool: CardPool) -> None:
    assert names(full_pool.search("Cogweel Tinkrer"))[0] == "Cogwheel Tinkerer"


def test_search_of_nonsense_finds_nothing(full_pool: CardPool) -> None:
    assert full_pool.search("zzqx") == []
    assert full_pool.search('"') == []


def test_lookup_by_reference_name_and_family(full_pool: CardPool) -> None:
    assert len(full_pool.lookup("Cogwheel Tinkerer")) == 2  # Common and R1 definitions
    assert len(full_pool.lookup("ALT_TEST_B_AX_01")) == 2
    [r1] = full_pool.lookup("alt_test_b_ax_01_r1")
    assert r1.mountain == 3
    assert len(full_pool.lookup("BRICOLEUR D'ENGRENAGES")) == 2
    assert full_pool.lookup("nothing like it") == []


def test_icons_as_words_and_back() -> None:
    text = "{J} You may pay {1}: {T} and {d}. #Rare part#"
    words = icons_as_words(text)
    assert words == (
        "[When I enter play] You may pay 1: [exhaust me] and [discard me from Reserve]. Rare part"
    )
    assert words_as_icons("[When I enter play] [Resupply]. [Exhaust me]") == ("{J} [Resupply]. {T}")


def test_an_icon_printed_beside_its_words_is_named_as_the_symbol() -> None:
    """ "exhaust me ({T})" prints the symbol beside "exhaust me" (1.1.6.h): a judge reads the
    symbol's name, not "exhaust me ([exhaust me])"; a {T} cost still reads "[exhaust me]"."""
    assert icons_as_words("You may exhaust me ({T}) to give target Character 1 boost.") == (
        "You may exhaust me ([exhaust symbol]) to give target Character 1 boost."
    )
    assert icons_as_words(
        "(Put the top card of your deck in Reserve, then exhaust it\xa0{T}.)"
    ) == ("(Put the top card of your deck in Reserve, then exhaust it [exhaust symbol].)")
    assert icons_as_words("You may exhaust ({T}) target card in Reserve.") == (
        "You may exhaust ([exhaust symbol]) target card in Reserve."
    )
    assert icons_as_words("Then they exhaust them ({T}). Discard me ({D}).") == (
        "Then they exhaust them ([exhaust symbol]). Discard me ([discard symbol])."
    )
    assert icons_as_words("{T} : Draw a card. Exhaust me {D}.") == (
        "[exhaust me] : Draw a card. Exhaust me [discard me from Reserve]."
    )
    assert icons_as_words("(Don't activate any {h} abilities.)") == (
        "(Don't activate any [When I am played from Hand] abilities.)"
    )
    assert words_as_icons("exhaust me ([exhaust symbol])") == "exhaust me ({T})"
    assert in_words("Exhaust me ({T}). {T} : I gain 1 boost.") == (
        "Exhaust me ([exhaust symbol]). [exhaust me] : I gain 1 boost."
    )


def test_show_sheet_has_text_reading_rulings_history(full_pool: CardPool) -> None:
    [tower] = full_pool.lookup("Brass Watchtower")
    sheet = describe(full_pool, tower)
    assert sheet.type_line == "Landmark Permanent"
    assert sheet.facts == ("Axiom", "Hand cost 3", "Reserve cost 3")
    assert sheet.text.startswith("At Noon — Each player hums a tune")
    assert [a.executed for a in sheet.abilities] == [False] * len(sheet.abilities)
    assert all(a.verdict.startswith("not executed — resolve by hand") for a in sheet.abilities)
    assert sheet.warnings == (
        "The Test Gates · Common · Axiom print (ALT_TEST_B_AX_03_C) is suspended.",
    )
    text = sheet_text(sheet)
    assert "2025-03-21  Erratum (functional) — Erratum of Brass Watchtower" in text
    assert "French: Tour de Guet en Laiton" in text
    assert (
        "Test Gates · Common · Axiom (English, French) — suspended, errata  (ALT_TEST_B_AX_03_C)"
        in (text)
    )


def test_show_sheet_of_a_card_with_a_ruling(full_pool: CardPool) -> None:
    [common] = [c for c in full_pool.lookup("Cogwheel Tinkerer") if c.mountain == 2]
    sheet = describe(full_pool, common)
    assert [r.date for r in sheet.rulings] == ["2024-10-02"]
    assert sheet.type_line == "Character – Engineer"
    assert "Axiom / Bravos" in sheet.facts
    assert sheet.facts[-1] == "Forest 1 · Mountain 2 · Water 1"


def test_the_export_s_empty_brackets_are_not_shown() -> None:
    # "I gain 2 boosts[]." — the export's empty brackets where a link was lost.
    assert icons_as_words("{J} I gain 2 boosts[]. (A boost is a counter.)") == (
        "[When I enter play] I gain 2 boosts. (A boost is a counter.)"
    )


def test_the_support_line_does_not_repeat_the_support_marker() -> None:
    from scenarios.pool.describe import support_text

    # 2.2.12.d: the label "Support (in Reserve)" already says what {I} marks.
    assert support_text("{I} At Noon — I gain 1 boost, up to a max of 2.") == (
        "At Noon — I gain 1 boost, up to a max of 2."
    )
    assert support_text("#{I} At Noon — Choose one:#  • I gain 1 boost.") == (
        "At Noon — Choose one:\n• I gain 1 boost."
    )
    assert support_text("{D} : Draw a card.") == "[discard me from Reserve] : Draw a card."
