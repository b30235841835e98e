"""The specificity audit of one trace line (scenarios/specificity.py, issue 31): a section
cited for its lettered rule, a general rule for a keyword's own, a parent beside its child."""

from __future__ import annotations

from rules_corpus.corpus import Corpus, parse_corpus
from scenarios.specificity import GENERAL, PARENT, SECTION, Index, build_index, offences

_CORPUS: list[Corpus] = []


def _index(engine: tuple[str, ...] = ("7.4.7.c", "3.2.10.b"), whole: tuple[str, ...] = ()) -> Index:
    if not _CORPUS:
        _CORPUS.append(parse_corpus())
    return build_index(_CORPUS[0], engine, whole)


def test_a_section_with_lettered_rules_is_flagged_unless_it_decides_as_a_whole() -> None:
    found = offences(("7.4.7",), "Lyra: Tough 1 must be paid", _index())
    assert [(o.kind, o.cited) for o in found] == [(SECTION, "7.4.7")]
    assert "7.4.7.a" in found[0].instead
    assert offences(("7.4.7",), "Lyra: Tough 1 must be paid", _index(whole=("7.4.7",))) == []
    assert offences(("7.4.7.c",), "Lyra: Tough 1 must be paid", _index()) == []


def test_a_rule_id_written_in_the_words_counts_as_cited() -> None:
    found = offences((), "nothing happens (4.2.4)", _index())
    assert [(o.kind, o.cited) for o in found] == [(SECTION, "4.2.4")]


def test_a_parent_beside_its_child_is_flagged() -> None:
    found = offences(("6.2", "6.2.c"), "replaced", _index())
    assert (PARENT, "6.2", "6.2.c") in [(o.kind, o.cited, o.instead) for o in found]
    assert [o for o in offences(("6.2.c", "6.2.d"), "replaced", _index()) if o.kind == PARENT] == []


def test_a_general_rule_for_a_keyword_the_engine_knows_is_flagged() -> None:
    found = offences(("1.4.1.b",), "Lyra's Tough can't be paid", _index())
    assert [(o.kind, o.cited) for o in found] == [(GENERAL, "1.4.1.b")]
    assert "7.4.7.c" in found[0].instead
    # the keyword's own rule cited beside it: nothing to flag
    assert offences(("1.4.1.b", "7.4.7.c"), "Lyra's Tough can't be paid", _index()) == []
    # a keyword the engine cites no rule of: nothing more specific is known
    assert offences(("1.4.1.b",), "Lyra's Tough can't be paid", _index(engine=())) == []


def test_a_keyword_inside_a_card_name_is_not_in_play() -> None:
    line = "p1 targets Tough Vanilla"
    assert offences(("6.5.b",), line, _index()) != []
    assert offences(("6.5.b",), line, _index(), names=("Tough Vanilla",)) == []


def test_statuses_a_move_lost_are_decided_by_2_4_1_c_d_not_each_status() -> None:
    index = _index(engine=("2.4.7.d", "2.4.1.c"))
    lost = "Kuwat is sacrificed to p1's Discard pile, losing its status Fleeting"
    assert offences(("1.4.7.c", "2.4.1.c"), lost, index) == []
    # the same words without the zone-change rule, or a status gained, are still flagged
    assert [o.kind for o in offences(("1.4.7.c",), lost, index)] == [GENERAL]
    gained = "Kuwat gains Fleeting"
    assert [o.kind for o in offences(("1.4.7.c", "2.4.1.c"), gained, index)] == [GENERAL]


def test_no_decision_point_of_the_engine_cites_a_section_or_a_parent_beside_its_child() -> None:
    # Every decision point, whether or not an example reaches it (the benchmark reads only
    # the traces the examples make).
    from engine.why.table import TABLE
    from scenarios.specificity import deciding_sections

    index = _index(engine=(), whole=tuple(deciding_sections()))
    found = {
        (name, o.kind, o.cited)
        for name, point in TABLE.items()
        for o in offences(point.rules, "", index)
    }
    assert found == set()


def test_a_status_gained_or_lost_is_decided_by_the_keyword_action_for_every_status() -> None:
    """ "You may have Vanilla gain Fleeting": a line citing 7.3.16.a "Gain (status)" has the
    status's gaining decided by it — no rule of 2.4.7 says how an effect gives Fleeting."""
    index = _index(engine=("2.4.7.d", "2.4.6.c", "7.3.16.a", "7.3.21.a"))
    asked = "p1: Lyra Cloth Dancer: you may have Vanilla gain {status}"
    for status in ("Fleeting", "Exhausted"):
        line = asked.format(status=status)
        assert [o.kind for o in offences(("6.5.c",), line, index)] == [GENERAL]
        assert offences(("6.5.c", "7.3.18.a", "7.3.16.a"), line, index) == []
    lost = "p1 chooses to have Vanilla lose Fleeting"
    assert [o.kind for o in offences(("6.5.c", "7.3.16.a"), lost, index)] == [GENERAL]
    assert offences(("6.5.c", "7.3.21.a"), lost, index) == []
    # the status named beyond what is gained still asks for its own rule
    more = "p1 may have Vanilla gain Fleeting; a Fleeting Character is discarded"
    assert [o.kind for o in offences(("6.5.c", "7.3.16.a"), more, index)] == [GENERAL]
