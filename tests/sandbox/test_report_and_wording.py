"""The ruling report (issue 20) and the judge's words for engine lines."""

from __future__ import annotations

from engine import CardDef, edits
from engine.state import zones as z
from judge_app.sandbox.report import report_html, summary_text
from judge_app.sandbox.session import Session
from judge_app.sandbox.wording import judge_words, option_views


def add(session: Session, name: str, zone: str) -> None:
    card = session.library.get(name)
    owner = z.player_of(zone) or "p1"
    definition = CardDef("", owner, card.name, **card.compiled.fields)
    session.edit(
        f"Judge edit: {card.name} added", lambda s: edits.place_card(s, definition, zone)[0]
    )


def kuwat_board() -> Session:
    """The Haven and Kuwat dispute laid out by hand on a New board."""
    session = Session.empty()
    add(session, "Kuwat, the Dissenter", "reserve:p1")
    add(session, "Haven, Bravos Bastion", "landmark:p1")
    session.edit("Judge edit: mana", lambda s: edits.set_mana(s, "p1", 4, 0))  # Reserve Cost 4
    return session


def test_the_report_starts_from_the_board_the_edits_laid_out_and_is_titled_by_it() -> None:
    session = kuwat_board()
    session.run("decision")
    page = report_html(session, lambda _rule: None)
    start = page.split("<h2>The board at the start")[1].split("<h2>")[0]
    assert "Kuwat, the Dissenter" in start and "Haven, Bravos Bastion" in start
    assert "laid out with 3 judge edits" in page
    assert "<h1>Kuwat, the Dissenter and Haven, Bravos Bastion</h1>" in page


def test_the_ruling_goes_into_the_report_and_the_summary() -> None:
    session = kuwat_board()
    session.run("decision")
    session.ruling = "The Reaction does **not** boost Kuwat <b>in the Discard pile</b>."
    page = report_html(session, lambda _rule: None)
    assert "<h2>Ruling</h2>" in page
    assert "<strong>not</strong>" in page  # the judge's Markdown, rendered
    assert "&lt;b&gt;in the Discard pile&lt;/b&gt;" in page  # the judge's HTML, shown as text
    assert summary_text(session).splitlines()[1].startswith("The Reaction does")


def test_answering_differently_after_an_undo_keeps_both_readings_for_the_report() -> None:
    session = kuwat_board()
    session.run("decision")
    turn = session.state.pending
    assert turn is not None
    play = next(o for o in turn.options if o.id != "pass")
    session.answer(play.id)
    first_reading = session.moment.text
    session.undo()
    session.answer("pass")
    # the undone reading is kept as a branch of the timeline tree (one mechanism, issue 21)
    assert len(session.branches) == 2
    kept = session.branches[1]
    assert kept.origin == "undo" and kept.parent == session.branch == 0
    page = report_html(session, lambda _rule: None)
    assert "<h2>Readings (2)</h2>" in page
    other = page.split(f"<h3>{kept.name}</h3>")[1]
    assert "Kept when the judge undid a decision and answered it another way" in other
    assert judge_words(first_reading, kept.moments[-1].state).split(" — ")[0] in other
    # the reading shown goes on with the new answer, in the judge's words too
    shown = page.split("<h3>Reading 1 (shown above)</h3>")[1].split(f"<h3>{kept.name}</h3>")[0]
    assert "p1 chooses pass" in shown.lower() and "p1 chooses pass" not in other.lower()


def test_engine_lines_in_words() -> None:
    line = "Kuwat, the Dissenter: sacrifice: sacrifice Kuwat, the Dissenter -> discard:p1"
    assert judge_words(line) == (
        "Kuwat, the Dissenter (sacrifice): Kuwat, the Dissenter is sacrificed to p1's Discard pile"
    )
    assert judge_words("Bravos Tracer: gain_status: gain_status Bravos Tracer Fleeting") == (
        "Bravos Tracer (gain status): Bravos Tracer gains Fleeting"
    )
    assert judge_words("Progress: move_forward p1:hero") == (
        "Progress: p1's Hero Expedition moves forward"
    )
    # an ordinary word that is also an action's name is left alone
    assert judge_words("Mana Flare: play: play a card now") == "Mana Flare (play): play a card now"


def test_a_gone_object_is_named_by_the_state_before() -> None:
    session = kuwat_board()
    before = session.state
    kuwat = before.zone("reserve:p1")[0]
    after = edits.remove_object(before, kuwat)
    assert judge_words(f"x: cease_to_exist {kuwat}", after, before) == (
        "x: Kuwat, the Dissenter ceases to exist"
    )


def test_options_have_titles_in_words_and_no_ids() -> None:
    session = kuwat_board()
    session.run("decision")
    pending = session.state.pending
    assert pending is not None
    views = option_views(session.state, pending)
    titles = [v.title for v in views]
    assert "Pass" in titles
    assert any(t.startswith("Play Kuwat, the Dissenter from Reserve") for t in titles)
    assert all(v.id not in v.title for v in views)


def test_the_report_folds_the_rules_only_relevant_under_those_that_decide() -> None:
    """A line's ``also`` (engine/why/deciding.py) is in the report, folded: the declaration
    cites its own part of playing (5.1.2.c), the overview (5.1.2.a) is only relevant."""
    session = kuwat_board()
    session.run("decision")
    play = next(o for o in pending_ids(session) if o.startswith("play:"))
    session.answer(play)
    session.run("decision")
    declared = next(m for m in session.moments if "5.1.2.c" in m.rules)
    assert "5.1.2.a" not in declared.rules
    page = report_html(session, lambda _rule: None)
    row = next(r for r in page.split("<tr>") if ", paying " in r)  # the declaration (5.1.2.c)
    assert '<details><summary>also relevant</summary><span class="cite">5.1.2.a</span>' in row


def pending_ids(session: Session) -> tuple[str, ...]:
    assert session.state.pending is not None
    return session.state.pending.option_ids()
