"""Words the word lexer (:mod:`.lexer`) tells apart by looking further ahead than the one
word an LALR parser sees: a "that" beginning an Expedition's standing (7.5.2), a number word
counting the targets after it (6.5.b), a "more" / "additional" / "extra" saying an amount's
increment (6.5.i), a comma between a die's faces and the colon after a roll's result
(7.3.33.b). Each is given its own terminal where these predicates say so, so that the
grammar's rules for the other uses of the same words keep theirs.
"""

from __future__ import annotations

from scenarios.cards.grammar import lexicon as lx

_STANDINGS = frozenset({"ahead", "behind", "tied"})


def standing_that(printed: list[str], i: int) -> bool:
    """Whether "that" / "that's" at ``i`` begins "that are / is / 's ahead / behind / tied"
    said of Expeditions (7.5.2.a-c): after "Expeditions" ("your Expeditions that are
    behind"), or after "in your / an opponent's Expedition" ("Characters in an opponent's
    Expedition that's ahead") — said apart from the "that" of other clauses ("Characters in
    your Expeditions that have no boosts", "… in an opponent's Expedition that is
    exhausted"), which one word of lookahead could not tell."""
    low = [w.lower() for w in printed]
    after = low[i + 1 : i + 3]
    if low[i] == "that's":
        standing = after[:1]
    elif low[i] == "that" and after[:1] in (["is"], ["are"]):
        standing = after[1:2]
    else:
        return False
    if not standing or standing[0] not in _STANDINGS or i < 3:
        return False
    if low[i - 1] == "expeditions":
        return low[i] == "that" and after[0] == "are"
    before = low[max(0, i - 4) : i]
    if before[-1:] != ["expedition"]:
        return False
    return before[-3:-1] == ["in", "your"] or (
        before[-3:-1] in (["an", "opponent's"], ["your", "opponent's"]) and before[:1] == ["in"]
    )


def counts_targets(printed: list[str], i: int) -> bool:
    """Whether the number word at ``i`` counts the targets after it: "Exhaust two target
    Characters" (6.5.b) — not "up to two target" nor "among two target", which their own
    rules read, and said apart so that a verb's object may begin with it ("Discard two
    cards" keeps its rule: one word of lookahead could not tell them apart)."""
    after = printed[i + 1].lower() if i + 1 < len(printed) else ""
    before = printed[i - 1].lower() if i > 0 else ""
    return after == "target" and before not in ("to", "among")


MORE_WORDS = frozenset({"more", "additional", "extra"})
"""Words saying an amount's increment ("1 more card", "an additional boost")."""
_NOT_MORE_AFTER = frozenset({"than", "region", "regions", "cost", "costs", "time", "times"})


def more_amount(printed: list[str], i: int) -> bool:
    """Whether "more" / "additional" / "extra" at ``i`` says an amount's increment ("1 more
    card", "an additional boost", 6.5.i): after a number, "a", "an" or "one"; not before a
    comparison ("1 more counter than", "one more region", "an additional cost") — those are
    other rules' words."""
    if i == 0 or i + 1 >= len(printed):
        return False
    before = printed[i - 1].lower()
    if not (before.isdigit() or before in lx.NUMBERS or before in ("a", "an", "one")):
        return False
    if printed[i + 1].lower() in _NOT_MORE_AFTER:
        return False
    for word in printed[i + 1 :]:
        if word in (".", ",", ":", ";"):
            return True
        if word.lower() == "than":
            return False
    return True


def die_face(word: str) -> bool:
    """Whether ``word`` can be a die's face: "6", "six" (1.1.7.d)."""
    return word.isdigit() or word in lx.NUMBERS


def face_comma(printed: list[str], at: int) -> bool:
    """Whether the comma at ``at`` is between two faces of a die said one after another ("On
    a 4, 5 or 6", 7.3.33.b): a number before and after it, the list going on with "or" or
    another comma. Said apart (lexed ``FACE_COMMA``) because "On a 4, [X]" ends the result
    at its comma, which one word of lookahead could not otherwise tell."""
    low = [w.lower() for w in printed[at - 1 : at + 3]] if at > 0 else []
    return (
        len(low) == 4
        and low[0].isdigit()
        and low[1] == ","
        and low[2].isdigit()
        and low[3] in ("or", ",")
    )


def result_colon(printed: list[str], at: int) -> bool:
    """Whether the colon at ``at`` ends "If the result is [result]:" in a sentence after the
    one that rolls the die ("Roll a die. If the result is 3 or more: [X], otherwise [Y]",
    7.3.33.b): the roll's results, said as a condition with a colon. Said apart (lexed
    ``RESULT_COLON``) because a Unique's "If [condition]: [output]" at the start of its
    output is the same words (colon_condition), which one word of lookahead could not tell."""
    low = [w.lower() for w in printed[:at]]
    if "if" not in low:
        return False
    j = len(low) - 1 - low[::-1].index("if")
    said = low[j + 1 :]
    before = low[:j]
    if said[:3] != ["the", "result", "is"] and said[:3] != ["the", "die's", "result"]:
        return later_sentence_colon(before, said)
    return bool(before) and before[-1] == "." and "roll" in before


def later_sentence_colon(before: list[str], said: list[str]) -> bool:
    """Whether "If [condition]:" (``said`` the condition's words, ``before`` all words
    before its "If") opens a sentence after another of the same effect — "Exhaust target
    Character. If it's a Plant: Draw a card, otherwise I gain 1 boost." (6.5.d, 6.5.e;
    gram72): a Unique's conditioned output (colon_condition) opens its output only, so a
    colon here is a clause's. A condition with a comma or a full stop in it is no
    condition ("If you do, choose one:")."""
    return (
        len(before) > 1
        and before[-1] == "."
        and bool(said)
        and not {",", ".", "do", "don't", "can't"} & set(said)
    )
