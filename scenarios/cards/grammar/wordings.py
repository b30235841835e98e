"""Wordings that cannot change an ability's meaning, read as the one the grammar quotes.

The same game meaning is printed in other words by other designers (issue 30). Where two
wordings are one meaning whatever the sentence, the lexer reads the printed one as the
grammar's, so every rule that accepts one accepts the other (never a pattern per
sentence). The words a rule keeps (descriptions, conditions) stay as printed: only what
the grammar reads changes.

* "whenever" is "when": a trigger happens each time its event does either way (6.3).
* "Each time / Whenever / When [X] would [event]," is "If [X] would [event],": a replacing
  modifier applies to every such event either way (6.2.b, 6.2.l) — gram54.
* "[objects] under your control" is "[objects] you control" (1.2.5: what a player
  controls); "enters play under your control" is an event of its own and kept.
* "into" is "in" before a zone ("put a card into your Reserve", 3.1).
* "or lower" is "or less" ("Hand Cost {3} or lower", "a 3 or lower", 6.5.i).
* "every" is "each" before an object or player ("for every Permanent you control",
  "every player"); "for every two …" (a rate) is kept.
* "one" is "a" before a single card ("put one card from your hand …"): one card is a
  card (6.5.i); "only one card", "sacrifice one …" are kept.
* "equal to or greater / less than" is "greater / less than or equal to" (6.5.i).
* "Your opponent / An opponent chooses one:" is "Each opponent chooses one:": the one
  opponent of a two-player game (1.2.1.b) chooses the mode (6.5.g, 1.4.7.b).
* a quantifier floated after a plural subject, "each" or "all" just before its verb
  ("Characters you control each gain 1 boost", "They all lose [[Fleeting]]", "Those tokens
  each gain 1 boost") is not said: what a step or a passive says of a group it says of each
  of its members (1.4.7.b, 6.5.b), one member at a time either way — in every construction
  whose subject is a group, for every verb (gram62).
* "Target an opponent. They [step]" is "Target opponent [step]" ("Target a player. They …"
  "Target player …"): the player targeted (1.2.6.c, 6.5.b) is who "they" names, doing the
  step as its own (1.4.7.b); the verb as "they" say it is read as the acting players' verb.
* "Target opponent [X], then [verb]s [Y]" is "Target opponent [X], then they [verb] [Y]"
  ("Target player …" too): a clause with no subject of its own is done by the player the
  clause before it names — the same player, targeted once (6.5.b), who chooses what their own
  step acts on (1.4.7.b, 6.1.h) — never a second target (prec26).
"""

from __future__ import annotations

from scenarios.cards.grammar.lexicon import NUMBERS
from scenarios.cards.grammar.verbs import ALSO_SAID, VERBS

Found = list[tuple[str, int, int]]

_WORDS = frozenset(
    {
        "whenever",
        "under",
        "into",
        "lower",
        "every",
        "one",
        "equal",
        "target",
        "chooses",
        "each",
        "when",
        "cannot",
        "so",
        "all",
        "then",
    }
)
_FLOATED_BEFORE = frozenset(
    {v.lemma for v in (*VERBS, *ALSO_SAID.values()) if v.lemma != "be"}
    | {"have", "draw", "discard", "sacrifice", "exhaust", "pay", "put", "send"}
)
"""The verbs, as a plural subject says them, that a floated "each" / "all" may stand before
("Characters you control each gain", "They all draw"): never a noun after "each" ("each
turn", "each Character"), nor a word that is an adjective too ("for each ready Character")."""
_ONE_OPPONENT = frozenset({"your", "an"})
"""The words of "Your opponent / An opponent chooses one:" read as "Each opponent" (gram33)."""
_TARGET_THEY = (["an", "opponent", ".", "they"], ["a", "player", ".", "they"])
_CLAUSE_START = frozenset({".", ":", "\u2014", "\u2022"})
_TARGETED_PLAYER = (["target", "opponent"], ["target", "player"])
"""A subject naming one targeted player (6.5.b, 1.2.6.c) an unsaid later subject is."""
_ONE_CARD = frozenset({"card", "character", "permanent", "spell", "landmark"})
_ONE_KEPT = frozenset({"only", "sacrifice", "exactly", "than", "least", "most"})


def one_wording(found: Found) -> Found:
    """``found`` (printed words with their offsets) with the wordings of the module
    docstring read as the grammar's; offsets kept, so a rule's span is its printed text."""
    if not any(w.lower() in _WORDS for w, _, _ in found):
        return found
    low = [w.lower() for w, _, _ in found]
    out: Found = []
    i = 0
    while i < len(found):
        word, start, end = found[i]
        at = low[i]
        after = low[i + 1 : i + 3]
        if _each_time_would(low, i):
            # "Each time / Whenever you would roll a die," -> "If you would roll a die,"
            out.append(("If" if word[0].isupper() else "if", start, found[i + (at == "each")][2]))
            i += 2 if at == "each" else 1
            continue
        if (
            at in ("each", "all")
            and after[:1]
            and after[0] in _FLOATED_BEFORE
            and i > 0
            and low[i - 1] not in _CLAUSE_START
            and not low[i - 1].startswith("{")
        ):
            i += 1  # "Characters you control each gain" -> "Characters you control gain"
            continue
        if at == "whenever":
            out.append(("When" if word[0].isupper() else "when", start, end))
        elif at == "under" and after == ["your", "control"] and low[i - 1 : i] != ["play"]:
            out.append(("you", start, found[i + 1][2]))
            i += 1  # "under your" -> "you"; "control" read next
        elif (
            at in _ONE_OPPONENT
            and low[i + 1 : i + 4] == ["opponent", "chooses", "one"]
            and (i == 0 or low[i - 1] in _CLAUSE_START or low[i - 1].startswith("{"))
        ):
            # "Your opponent / An opponent chooses one:" -> "Each opponent chooses one:": the
            # one opponent of a two-player game (1.2.1.b) chooses the mode (6.5.g, 1.4.7.b)
            out.append(("Each", start, end))
        elif at == "into":
            out.append(("in", start, end))
        elif at == "cannot":
            out.append(("can't", start, end))
        elif at == "so" and low[max(i - 3, 0) : i] == ["if", "you", "do"] and out:
            # "If you do so, …" -> "If you do, …": "do" keeps the span of "do so"
            do, first, _ = out[-1]
            out[-1] = (do, first, end)
        elif at == "lower" and low[i - 1 : i] == ["or"]:
            out.append(("less", start, end))
        elif at == "every" and not (after[:1] and (after[0].isdigit() or _numword(after[0]))):
            out.append(("Each" if word[0].isupper() else "each", start, end))
        elif (
            at == "one"
            and after[:1]
            and after[0] in _ONE_CARD
            and low[i - 1 : i]
            and (low[i - 1] not in _ONE_KEPT)
        ):
            out.append(("a", start, end))
        elif (
            at == "equal"
            and after == ["to", "or"]
            and low[i + 3 : i + 5]
            in (
                ["greater", "than"],
                ["less", "than"],
            )
        ):
            # "equal to or greater than" -> "greater than or equal to", offsets in order
            w = [found[i + k] for k in range(5)]
            said = [w[3][0], w[4][0], w[2][0], w[0][0], w[1][0]]
            out.extend((said[k], w[k][1], w[k][2]) for k in range(5))
            i += 5
            continue
        elif (
            at == "target"
            and low[i + 1 : i + 5] in _TARGET_THEY
            and (i == 0 or low[i - 1] in _CLAUSE_START or low[i - 1].startswith("{"))
        ):
            # "Target an opponent. They draw" -> "Target opponent draw", offsets in order
            out.append(found[i])
            out.append((found[i + 2][0], found[i + 1][1], found[i + 4][2]))
            i += 5
            continue
        elif at == "then" and (verb := _their_verb(low, i)) is not None:
            # "Target opponent draws a card, then discards …" -> "…, then they discard …":
            # the player targeted before, not a second target (6.5.b, 1.4.7.b)
            out.append(found[i])
            _, vstart, vend = found[i + 1]
            out.append(("they", vstart, vstart))
            out.append((verb, vstart, vend))
            i += 2
            continue
        else:
            out.append(found[i])
        i += 1
    return out


def _their_verb(low: list[str], i: int) -> str | None:
    """The base verb of an atomic action (7.3) said in the third person right after the
    "then" at ``i`` — "…, then discards two cards" — when the clause before that "then"
    begins with a targeted player ("Target opponent draws a card"); else ``None``."""
    from scenarios.cards.vocabulary import ACTIONS

    word = low[i + 1] if i + 1 < len(low) else ""
    if not word.endswith("s") or low[i - 1 : i] != [","]:
        return None
    forms = [word[:-3] + "y"] if word.endswith("ies") else []
    forms += [word[:-1], word[:-2]]
    verb = next((f for f in forms if f in ACTIONS), None)
    if verb is None:
        return None
    start = i - 1
    while start > 0 and low[start - 1] not in _CLAUSE_START and not low[start - 1].startswith("{"):
        start -= 1
    if low[start : start + 2] not in _TARGETED_PLAYER or "," in low[start : i - 1]:
        return None
    return verb


def _each_time_would(low: list[str], i: int) -> bool:
    """Whether "each time" / "whenever" at ``i`` opens a replacement ("Each time you would
    roll a die, …", 6.2.b): at a clause's start, "would" among the next four words, before
    any comma or dash."""
    said = 2 if low[i : i + 2] == ["each", "time"] else int(low[i] in ("whenever", "when"))
    if not said or not (i == 0 or low[i - 1] in _CLAUSE_START or low[i - 1].startswith("{")):
        return False
    ahead = low[i + said : i + said + 5]
    cut = next((k for k, w in enumerate(ahead) if w in (",", "—")), len(ahead))
    return "would" in ahead[:cut]


def _numword(word: str) -> bool:
    return word in NUMBERS
