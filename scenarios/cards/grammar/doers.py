"""The players who do a step: a subject naming players before a verb in the third person —
"Each opponent draws a card", "Target opponent discards a card" (6.5.b), "Its controller
sacrifices it" (1.4.7.b), "They draw" (the players a step before named), "Each player who
controls …" (gram92). Where the grammar stops inside such a clause, the parser reads the text
again with those words in :data:`ACTING` (parser.py), and the lexer says the clause's step as
its players' own (third_person.py): the step is theirs to do (1.4.7.b).
"""

from __future__ import annotations

from contextvars import ContextVar

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.printed_words import grammar_words

_PLAYERS = frozenset({"player", "opponent", "players", "opponents"})
_DOERS = frozenset({"each", "target", "its", "they", "that", "your", "all", "any", "an"})
"""The first word of a subject naming players who do a step: "Each player", "Each opponent",
"Target opponent" (6.5.b), "Target player" (6.5.b), "Its controller" / "Its owner" (of what
"it" names, 7.5.6.b), "They" / "That player" / "That opponent" (the player a step before
named, grammar/references.py), "Your opponent(s)", "Each of your opponents", "All players /
opponents" (1.2.1: the players the actor slot names, gram43), "Any opponent" (the one
opponent of a two-player game, 1.2.1.b; gram64); "An opponent chooses …" (ib39: only the
grammar's choice among your objects reads it)."""
_BEFORE_DOER = frozenset({".", ",", ":", "\u2014", "\u2022", "then"})
"""What a sentence's subject "Each player" / "Each opponent" follows (or the text's start,
or an icon): not "for each player", which counts."""
CLAUSE_END = frozenset({".", ",", ":", ";", "\u2014", "\u2022"})
"""The marks that end a clause: the players its subject names do no step after them."""
ACTING: ContextVar[frozenset[int]] = ContextVar("acting", default=frozenset())
"""The word indices of "Each" of the players the parser reads as doing the step after them
in the third person (:func:`doer_before`); empty: none (the first reading of a text)."""


def doer_before(text: str, at: int) -> int | None:
    """The index of "Each" / "Target" of the "Each player / Each opponent / Target
    opponent" whose clause holds word ``at`` (where the grammar stopped): the step after it
    is in the third person, its players doing it (1.4.7.b); ``None`` when no such subject
    begins that clause."""
    printed = [w.lower() for w, _, _ in grammar_words(text)]
    for d in range(min(at, len(printed) - 2), -1, -1):
        if d < at and then_theirs(printed, d):
            continue  # "Each opponent draws a card, then puts …": the same players (6.1.c)
        if d < at and printed[d] in CLAUSE_END:
            return None
        if printed[d] in _DOERS and verb_after(printed, d) and _starts_clause(printed, d):
            return d
    return None


_POSSESSED = frozenset({"controller", "owner"})
_OBJECT_NOUNS = frozenset({"character", "permanent", "spell", "card", "landmark", "token"})
"""The nouns "Target [noun]'s controller" may possess (2.2.1, a card type or a token)."""


def possessive_noun(low: str) -> bool:
    """Whether ``low`` is an object noun's possessive: "permanent's", "robot's"."""
    stem = low.removesuffix("'s")
    return stem != low and (stem in _OBJECT_NOUNS or stem in lx.SUBTYPES)


def _verb_of_filter(printed: list[str], start: int) -> int | None:
    """ "Each player whose Hero Expedition is behind gives 1 boost …": the first word after
    the players' filter, from ``start``, that is the third person of an action's verb (7.3),
    the first word of its name too ("gives": ``give_boost``) — gram92."""
    from scenarios.cards import vocabulary as v

    stems = {a.split("_")[0] for a in v.ACTIONS} - {"after", "have"}
    for k in range(start + 1, len(printed)):
        word = printed[k]
        if word in CLAUSE_END:
            return None
        if word == "may":
            return k
        forms = [word[:-3] + "y"] if word.endswith("ies") else []
        forms += [word[:-1], word[:-2]] if word.endswith("s") else []
        if any(f in stems for f in forms):
            return k
    return None


def then_theirs(printed: list[str], k: int) -> bool:
    """Whether the comma at ``k`` opens ", then [verb]s …": a clause with no subject of its
    own, its verb in the third person — done by the players the clause before names (6.1.c,
    1.4.7.b; eng83), "Each opponent draws a card, then puts a card from their hand in their
    Reserve"."""
    from scenarios.cards import vocabulary as v

    if printed[k : k + 2] != [",", "then"] or k + 2 >= len(printed):
        return False
    word = printed[k + 2]
    forms = [word[:-3] + "y"] if word.endswith("ies") else []
    forms += [word[:-1], word[:-2]] if word.endswith("s") else []
    return any(f in v.ACTIONS for f in forms)


def verb_after(printed: list[str], d: int) -> int | None:
    """The index of the verb after the subject naming players at ``d``: "Each opponent
    [verb]", "Target opponent [verb]", "Target Permanent's controller [verb]"."""
    if printed[d : d + 4] in (
        ["each", "player", "who", "controls"],
        ["each", "opponent", "who", "controls"],
    ):
        return _verb_of_filter(printed, d + 4)
    if printed[d : d + 2] in (["each", "player"], ["each", "opponent"]) and (
        printed[d + 2 : d + 4] == ["who", "has"] or printed[d + 2 : d + 3] in (["with"], ["whose"])
    ):
        # "Each opponent who has / with / whose [player condition] [verb]" (gram92)
        return _verb_of_filter(printed, d + 2)
    if printed[d : d + 3] in (["each", "player", "who"], ["each", "opponent", "who"]):
        # "Each opponent who does / doesn't [verb]" after a decision (gram64)
        if printed[d + 3 : d + 4] in (["does"], ["doesn't"]):
            return d + 4
        if printed[d + 3 : d + 5] == ["does", "not"]:
            return d + 5
    if printed[d : d + 4] == ["each", "of", "your", "opponents"]:
        return d + 4  # "Each of your opponents [verb]": each opponent (1.2.1)
    if printed[d] in ("your", "all") and printed[d + 1 : d + 2] not in (
        ["opponent"],
        ["opponents"],
        ["players"],
    ):
        return None  # "Your opponent(s)", "All players / opponents" only
    if printed[d : d + 2] == ["your", "players"]:
        return None
    if d + 2 < len(printed) and printed[d] == "its":
        # "Its controller / Its owner [verb]": who controls / owns what "it" names (1.4.7.b)
        return d + 2 if printed[d + 1] in _POSSESSED else None
    if d + 2 < len(printed) and printed[d + 1] in _PLAYERS:
        return d + 2
    if printed[d] == "they" and d + 1 < len(printed):
        # "They discard a card" after a player's step: the player a step before named
        # (grammar/references.py), the verb as "they" say it
        return d + 1
    if (
        printed[d] == "target"
        and d + 3 < len(printed)
        and possessive_noun(printed[d + 1])
        and printed[d + 2] in _POSSESSED
    ):
        return d + 3
    return None


def starts_doers_clause(printed: list[str], d: int, verb: int) -> bool:
    """Whether the words at ``d`` are a subject naming players that starts its clause and
    whose verb is the word at ``verb`` ("Target opponent creates …", 1.4.7.b)."""
    return printed[d] in _DOERS and _starts_clause(printed, d) and verb_after(printed, d) == verb


def in_players_clause(printed: list[str], at: int) -> bool:
    """Whether word ``at`` is in a clause whose subject names players doing its step, after
    that subject's verb: "All players draw a card and [Unfurl]" — the word after "and" is
    theirs by its words (1.4.7.b), never the effect controller's step."""
    for d in range(at - 1, -1, -1):
        if printed[d] in CLAUSE_END:
            return False
        if printed[d] in _DOERS and _starts_clause(printed, d):
            verb = verb_after(printed, d)
            return verb is not None and verb < at
    return False


def _starts_clause(printed: list[str], d: int) -> bool:
    return d == 0 or printed[d - 1] in _BEFORE_DOER or printed[d - 1].startswith("{")
