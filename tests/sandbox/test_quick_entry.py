"""Issue 33: the quick entry's words (judge_app.sandbox.quick_words), which card a name
means (quick_cards) and the board they lay out (quick_entry) — pure Python, on the packaged
card library."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Status
from engine.play.not_playable import why_not_playable
from judge_app.sandbox.board import zone_keys
from judge_app.sandbox.quick_cards import CardNames
from judge_app.sandbox.quick_entry import EntryError, enter
from judge_app.sandbox.quick_words import fragment, parse_clause, parse_sentence
from judge_app.sandbox.session import Session

P1, P2 = zone_keys("p1"), zone_keys("p2")
POOL_DATA = Path(__file__).resolve().parents[1] / "data" / "pool"


@pytest.fixture()
def session() -> Session:
    return Session.empty()


@pytest.fixture()
def names(session: Session) -> CardNames:
    return CardNames(session.library)


def names_in(session: Session, zone: str) -> list[str]:
    s = session.state
    return [s.name(o) for o in s.zone(zone)]


def test_a_clause_gives_its_count_player_statuses_boosts_and_place() -> None:
    c = parse_clause("2 Vanilla 2/2/2 exhausted +1 in p2's companion expedition")
    assert (c.kind, c.name, c.count, c.player, c.zone) == (
        "card",
        "vanilla 2/2/2",
        2,
        "p2",
        "companion_expedition",
    )
    assert c.statuses == ("exhausted",) and c.boosts == 1
    assert parse_clause("Kuwat reserve").zone == "reserve"  # the place without "in"
    assert parse_clause("kuwat").zone is None  # the card's usual place
    mana = parse_clause("p2 has 3 ready mana")
    assert (mana.kind, mana.player, mana.count) == ("mana", "p2", 3)
    play = parse_clause("play Kuwat from reserve to companion")
    assert (play.kind, play.name, play.zone, play.dest) == (
        "play",
        "kuwat",
        "reserve",
        "companion_expedition",
    )


def test_a_name_with_a_comma_is_joined_back_and_a_name_ending_in_a_place_is_a_name(
    names: CardNames,
) -> None:
    typed = "Haven, Bravos Bastion, Kuwat, the Dissenter in reserve"
    clauses = parse_sentence(typed, names.is_name)
    assert [(c.name, c.zone) for c in clauses] == [
        ("haven bravos bastion", None),
        ("kuwat the dissenter", "reserve"),
    ]
    (sleight,) = parse_sentence("Sleight of Hand", names.is_name)
    assert (sleight.name, sleight.zone) == ("sleight of hand", None)
    p2 = parse_sentence("p2: Haven, Vanilla 2/2/2 and p1 mana 3", names.is_name)
    assert [c.player for c in p2] == ["p2", "p2", "p1"]


def test_the_dispute_lays_out_with_its_defaults_and_says_them(
    session: Session, names: CardNames
) -> None:
    result = enter(session, "Kuwat in reserve, Haven, Vanilla", names)
    assert names_in(session, P1["reserve"]) == ["Kuwat, the Dissenter"]
    assert names_in(session, P1["landmarks"]) == ["Haven, Bravos Bastion"]  # a Landmark
    assert names_in(session, P1["hero_expedition"]) == ["Vanilla 1/1/1"]  # a Character
    assert len(session.moments) == 2  # one edit: one Undo takes it back
    # enough ready Mana to play Kuwat from Reserve (its Reserve cost), said and editable
    orbs = session.state.zone(P1["mana"])
    assert len(orbs) == 4
    assert not any(Status.EXHAUSTED in session.state.objects[o].statuses for o in orbs)
    assert "p1 has 4 ready Mana, enough to play Kuwat, the Dissenter (4)" in result.text
    assert "“vanilla” is Vanilla 1/1/1 (also: Vanilla 2/2/2" in result.text
    enter(session, "p1 mana 6", names)
    assert len(session.state.zone(P1["mana"])) == 6


def test_play_from_reserve_is_one_sentence_and_stops_at_the_next_decision(
    session: Session, names: CardNames
) -> None:
    enter(session, "Kuwat in reserve, Haven, Vanilla", names)
    result = enter(session, "play Kuwat from reserve", names)
    pending = session.state.pending
    assert pending is not None and pending.kind == "choose_reaction"
    assert names_in(session, P1["hero_expedition"]) == ["Vanilla 1/1/1", "Kuwat, the Dissenter"]
    assert result.text.startswith("p1 plays Kuwat, the Dissenter from reserve for 4")
    assert "Now p1 decides: choose the Reaction to play first." in result.text


def test_bad_words_say_what_was_not_understood_and_change_nothing(
    session: Session, names: CardNames
) -> None:
    with pytest.raises(EntryError, match="“Zzyzx”: no card is named"):
        enter(session, "Kuwat in reserve, Zzyzx", names)
    with pytest.raises(EntryError, match=r"Limbo holds only what is being resolved \(3.2.8.a\)"):
        enter(session, "Kuwat in limbo", names)
    with pytest.raises(EntryError, match="play which card"):
        enter(session, "play", names)
    assert len(session.moments) == 1 and session.state.objects == {}
    enter(session, "Kuwta in reserve, p1 mana 0", names)  # a typo is read, and said
    with pytest.raises(EntryError, match="cannot pay 4 mana with 0 ready Mana Orbs"):
        enter(session, "play Kuwat", names)
    assert session.cursor == 1  # the run to p1's turn was taken back too


def test_a_card_not_offered_says_why_with_the_rule(session: Session, names: CardNames) -> None:
    enter(session, "Kuwat in reserve, Vanilla 2/2/2 in hand, p1 mana 2", names)
    (kuwat,) = session.state.zone(P1["reserve"])
    (vanilla,) = session.state.zone(P1["hand"])
    (before,) = why_not_playable(session.state, kuwat)  # before the first turn begins
    assert before.text == "no turn has begun yet, and p1 plays cards only on their own turn"
    assert before.rule == "5.1.1.b"
    session.run("decision")
    (why,) = why_not_playable(session.state, kuwat)
    assert why.text == "p1 cannot pay 4 mana with 2 ready Mana Orbs" and why.rule == "6.4.c"
    assert why_not_playable(session.state, vanilla) == ()  # offered: nothing to explain


def test_an_exhausted_card_in_reserve_not_offered_says_why_with_the_rule(
    session: Session, names: CardNames
) -> None:
    """Issue 33's third reason beside the cost and a "can't": an exhausted card in Reserve
    can't be played (2.4.6.c), said in the decision panel's words."""
    from judge_app.sandbox.not_offered import not_offered

    enter(session, "Vanilla 2/2/2 exhausted in reserve, Vanilla 1/1/1 in reserve, p1 mana 4", names)
    session.run("decision")
    pending = session.state.pending
    assert pending is not None and pending.kind == "turn"
    (missing,) = not_offered(session.state, pending)
    assert (missing.name, missing.zone) == ("Vanilla 2/2/2", "Reserve")
    assert [r.rule for r in missing.reasons] == ["2.4.6.c"]
    assert "exhausted" in missing.reasons[0].text


def test_the_name_being_typed_is_found_for_completion(names: CardNames) -> None:
    assert fragment("Kuwat in reserve, hav") == (18, "hav")
    assert fragment("play kuw") == (5, "kuw")
    assert names.complete("hav")[0] == "Haven, Bravos Bastion"
    assert "Haven, Bravos Bastion" in names.complete("bastion")


def test_the_report_lists_the_rules_that_decided_not_every_rule_touched(
    session: Session, names: CardNames
) -> None:
    from judge_app.sandbox.decisive_rules import decisive_rules
    from judge_app.sandbox.report import cited_rules, report_html, summary_text

    enter(session, "Kuwat in reserve, Haven, Vanilla, play Kuwat", names)
    pending = session.state.pending
    assert pending is not None
    session.answer(next(o.id for o in pending.options if "Sacrifice" in o.label))
    session.run("decision")
    pending = session.state.pending
    assert pending is not None
    session.answer(next(o.id for o in pending.options if "Kuwat" in o.label))
    session.run("decision")
    session.ruling = "The Reaction cannot boost the new object (6.3.j)."
    deciding = decisive_rules(session.moments, session.ruling)
    touched = cited_rules(session.moments)
    assert deciding[0] == "6.3.j"  # the ruling's own first
    assert "2.1.d" in deciding  # the note on the boost that did nothing cites it
    assert "4.4.b" in deciding  # why p1 chose the order
    assert "3.2.9.f" not in deciding and "3.2.9.f" in touched  # paying Mana decided nothing
    assert len(deciding) < len(touched) / 3
    page = report_html(session, lambda _rule: None)
    after_ruling = page.split("<h2>Ruling</h2>")[1].split("<h2>")[0]
    assert "Rules that decided:" in after_ruling and "3.2.9.f" not in after_ruling
    assert f"<h2>The rules that decided ({len(deciding)})</h2>" in page
    assert "Also cited by the steps" in page
    assert "3.2.9.f" not in summary_text(session).split("Rules that decided:")[1]


def test_a_card_of_the_imported_pool_is_completed_and_laid_out(
    session: Session, tmp_path: Path
) -> None:
    """Issue 33: card-name completion "from the library and the pool" — a card only the
    imported pool holds (the project's invented test set, tests/data/pool) is offered as
    its name is typed and laid out by the quick entry."""
    from scenarios.pool import CardPool

    pool = CardPool(tmp_path / "cards.db")
    try:
        pool.import_paths([POOL_DATA / "TEST_EN.json"])
        names = CardNames(session.library, pool)
        assert "Cogwheel Tinkerer" not in CardNames(session.library).complete("cogwheel")
        assert names.complete("cogwheel")[:1] == ["Cogwheel Tinkerer"]
        enter(session, "Cogwheel Tinkerer in hand", names)
        assert names_in(session, P1["hand"]) == ["Cogwheel Tinkerer"]
    finally:
        pool.close()
