"""Issue 33: the copied summary's bullets are the steps that decided, not the last steps cited.

Walked as a hurried judge (session 19), the summary pasted after the Kuwat/Haven dispute
(2.1.d) began with "p2 takes a turn; p2: choose a turn effect" and a Reaction ceasing to
exist (4.2.3.d, 5.4.d): routine steps, while the step the ruling rests on (the boost that
does nothing, 6.3.j) was pushed out.
"""

from __future__ import annotations

from judge_app.sandbox.quick_cards import CardNames
from judge_app.sandbox.quick_entry import enter
from judge_app.sandbox.report import summary_text
from judge_app.sandbox.session import Session


def _dispute() -> Session:
    session = Session.empty()
    enter(session, "Kuwat in reserve, Haven, Vanilla, play Kuwat", CardNames(session.library))
    for word in ("Sacrifice", "Kuwat"):
        pending = session.state.pending
        assert pending is not None
        session.answer(next(o.id for o in pending.options if word in o.label))
        session.run("decision")
    return session


def test_the_summary_bullets_are_the_steps_citing_a_deciding_rule() -> None:
    bullets = [line for line in summary_text(_dispute()).splitlines() if line.startswith("•")]
    assert bullets and len(bullets) <= 8
    assert any("nothing happens" in b and "6.3.j" in b for b in bullets)
    assert any("chooses Kuwat" in b for b in bullets)  # the decision that separates outcomes
    # a turn's start, said in any release's words, is routine
    routine = ("takes a turn", "chooses a turn effect", "ceases to exist")
    assert not any(r in b for r in routine for b in bullets)
