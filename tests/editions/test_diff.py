"""Word-level diffs and the change classifier, on small inline texts."""

from __future__ import annotations

from rules_corpus.editions.diff import (
    changed_words,
    diff_json,
    is_identical,
    render_diff,
    word_diff,
    words,
)
from rules_corpus.editions.matching import classify, normalise, similarity
from rules_corpus.editions.model import DiffOp, Relation


def test_identical_texts_are_one_equal_run() -> None:
    ops = word_diff("Tokens have a hand cost of 0.", "Tokens have a hand cost of 0.")
    printed = ("Tokens", "have", "a", "hand", "cost", "of", "0.")
    assert ops == (DiffOp("equal", printed, printed),)
    assert is_identical(ops)


def test_case_punctuation_and_quote_style_are_not_differences() -> None:
    ops = word_diff('It means "Pay mana".', "it means “Pay mana”")
    assert is_identical(ops)
    assert ops[0].old[0] == "It" and ops[0].new[0] == "it"  # words kept as printed


def test_replace_insert_delete() -> None:
    ops = word_diff(
        "A constructed deck must include at least 39 other cards.",
        "A constructed deck must consist of between 40 and 60 cards.",
    )
    assert [op.tag for op in ops] == ["equal", "replace", "equal"]
    assert ops[1].old == ("include", "at", "least", "39", "other")
    assert ops[1].new == ("consist", "of", "between", "40", "and", "60")
    assert [op.tag for op in word_diff("a b c", "a c")] == ["equal", "delete", "equal"]
    assert [op.tag for op in word_diff("a c", "a b c")] == ["equal", "insert", "equal"]


def test_changed_words_and_empty_texts() -> None:
    ops = word_diff("Reserve limit is 2", "Reserve limit is 3")
    assert changed_words(ops) == (("2",), ("3",))
    assert word_diff("", "") == ()
    assert [op.tag for op in word_diff("", "new text")] == ["insert"]


def test_bracketed_icon_is_one_word() -> None:
    assert words("The symbol [When I enter play] means it") == [
        "The",
        "symbol",
        "[When I enter play]",
        "means",
        "it",
    ]


def test_render_diff_word_diff_style_and_custom_markers() -> None:
    ops = word_diff("Players ready their Characters.", "Players ready all exhausted cards.")
    assert render_diff(ops) == "Players ready [-their Characters.-] {+all exhausted cards.+}"
    html = render_diff(ops, deleted="<del>{}</del>", inserted="<ins>{}</ins>")
    assert html.endswith("<del>their Characters.</del> <ins>all exhausted cards.</ins>")


def test_diff_json_shape() -> None:
    assert diff_json(word_diff("a b", "a c")) == [
        {"op": "equal", "old": ["a"], "new": ["a"]},
        {"op": "replace", "old": ["b"], "new": ["c"]},
    ]


def test_normalise_drops_icons_rule_numbers_and_punctuation() -> None:
    assert normalise("The symbol [etb] means “Rule 2.1.e”!") == "the symbol means rule"
    assert similarity(normalise("Gain (status)"), normalise("gain status")) == 1.0
    assert similarity("", "anything") == 0.0


def test_classify_wording_fixes_are_not_changes() -> None:
    typo = word_diff("Support abilitys work in Reserve.", "Support abilities work in Reserve.")
    assert classify("2.2.10.g", "2.2.12.g", typo) is Relation.RENUMBERED
    rename = word_diff("The Deck is a private hidden zone.", "The Deck is a personal hidden zone.")
    assert classify("3.2.2.a", "3.2.2.a", rename) is Relation.SAME
    icon = word_diff(
        "The symbol [exhaust] means exhaust me", "The symbol [Exhaust me] means exhaust me"
    )
    assert classify("1.1.6.h", "1.1.6.h", icon) is Relation.SAME


def test_classify_changes_of_substance() -> None:
    number = word_diff("at least 29 other cards", "at least 30 other cards")
    assert classify("1.1.5.c", "1.1.5.b", number) is Relation.CHANGED
    zone = word_diff("The Landmark zone is a private zone.", "The Landmark zone is a shared zone.")
    assert classify("3.2.7.a", "3.2.7.a", zone) is Relation.CHANGED
    negation = word_diff("It can gain statuses.", "It cannot gain statuses.")
    assert classify("x", "x", negation) is Relation.CHANGED
