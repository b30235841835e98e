"""Wordings that cannot change an ability's meaning, read as the one the grammar quotes:
rewordings of the lexer's one fold pass (:mod:`.folds`, the table in :mod:`.rewordings`).

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
* "If they didn't, …" / "If you did, …" is "If they don't / If you do, …": the answer to the
  optional step just before (6.5.c, 6.5.f) said in the past; "If you didn't [verb] …" (a
  condition on the past, 5.1.2.k) is kept (gram91).
* "[Players] [step]. Those who can't [X] instead." is "… If they can't, they [X].": the
  players of the step before who could do none of it (6.1.g) each do X as their own step
  (1.4.7.b) in place of the one they could not do (eng83, semantics/players_who_cant.py).
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import CLAUSE_START, Rewording, Words
from scenarios.cards.grammar.lexicon import NUMBERS
from scenarios.cards.grammar.verbs import ALSO_SAID, VERBS

FLOATED_BEFORE = frozenset(
    {v.lemma for v in (*VERBS, *ALSO_SAID.values()) if v.lemma != "be"}
    | {"have", "draw", "discard", "sacrifice", "exhaust", "pay", "put", "send"}
)
"""The verbs, as a plural subject says them, that a floated "each" / "all" may stand before
("Characters you control each gain", "They all draw"): never a noun after "each" ("each
turn", "each Character"), nor a word that is an adjective too ("for each ready Character")."""
_ONE_OPPONENT = frozenset({"your", "an"})
"""The words of "Your opponent / An opponent chooses one:" read as "Each opponent" (gram33)."""
_TARGET_THEY = (["an", "opponent", ".", "they"], ["a", "player", ".", "they"])
_TARGETED_PLAYER = (["target", "opponent"], ["target", "player"])
"""A subject naming one targeted player (6.5.b) an unsaid later subject is."""
_ONE_CARD = frozenset({"card", "character", "permanent", "spell", "landmark"})
_ONE_KEPT = frozenset({"only", "sacrifice", "exactly", "than", "least", "most"})


def _replacement_opening(t: Words) -> int:
    """ "Each time / Whenever you would roll a die," -> "If you would roll a die,"."""
    i, low = t.at, t.low
    if not _each_time_would(low, i):
        return 0
    word, start, _ = t.printed[i]
    t.said.append(
        ("If" if word[0].isupper() else "if", start, t.printed[i + (low[i] == "each")][2])
    )
    return 2 if low[i] == "each" else 1


def _floated_quantifier(t: Words) -> int:
    """ "Characters you control each gain" -> "Characters you control gain"."""
    i, low = t.at, t.low
    after = low[i + 1 : i + 2]
    if (
        after
        and after[0] in FLOATED_BEFORE
        and i > 0
        and low[i - 1] not in CLAUSE_START
        and not low[i - 1].startswith("{")
        and low[max(i - 2, 0) : i] != ["and", "i"]  # "It and I each gain": kept (gram109)
    ):
        return 1
    return 0


def _whenever(t: Words) -> int:
    word, start, end = t.printed[t.at]
    t.said.append(("When" if word[0].isupper() else "when", start, end))
    return 1


def _under_your_control(t: Words) -> int:
    """ "under your control" -> "you control"; "enters play under your control" is kept."""
    i, low = t.at, t.low
    if low[i + 1 : i + 3] != ["your", "control"] or low[i - 1 : i] == ["play"]:
        return 0
    t.said.append(("you", t.printed[i][1], t.printed[i + 1][2]))
    return 2  # "under your" -> "you"; "control" read next


def _one_opponent_chooses(t: Words) -> int:
    """ "Your opponent / An opponent chooses one:" -> "Each opponent chooses one:": the one
    opponent of a two-player game (1.2.1.b) chooses the mode (6.5.g, 1.4.7.b)."""
    i, low = t.at, t.low
    if low[i + 1 : i + 4] != ["opponent", "chooses", "one"] or not t.starts_clause():
        return 0
    _, start, end = t.printed[i]
    t.said.append(("Each", start, end))
    return 1


def _into(t: Words) -> int:
    _, start, end = t.printed[t.at]
    t.said.append(("in", start, end))
    return 1


def _cannot(t: Words) -> int:
    _, start, end = t.printed[t.at]
    t.said.append(("can't", start, end))
    return 1


def _do_so(t: Words) -> int:
    """ "If you do so, …" -> "If you do, …": "do" keeps the span of "do so"."""
    i = t.at
    if t.low[max(i - 3, 0) : i] != ["if", "you", "do"] or not t.said:
        return 0
    do, first, _ = t.said[-1]
    t.said[-1] = (do, first, t.printed[i][2])
    return 1


_DID = {"did": ["do"], "didn't": ["don't"]}
"""gram91: a decision's answer in the past, "If they didn't, …" (6.5.c, 6.5.f)."""


def _did(t: Words) -> int:
    """ "If they didn't, …" -> "If they don't, …" ("did" / "did not" too): the answer to
    the optional step just before (6.5.c, 6.5.f), said in the past — only with the comma
    that closes it: "If you didn't play a Spell this turn" is a condition on the past
    (5.1.2.k) and is kept."""
    i = t.at
    if t.low[max(i - 2, 0) : i] not in (["if", "you"], ["if", "they"]):
        return 0
    said = _DID.get(t.low[i])
    if said is not None and t.low[i + 1 : i + 2] == [","]:
        t.say(said, [t.printed[i]])
        return 1
    if t.low[i : i + 3] == ["did", "not", ","]:
        t.say(["do", "not"], t.printed[i : i + 2])
        return 2
    return 0


def _exhaust_icon(t: Words) -> int:
    """ "exhaust it {T}" -> "exhaust it": the exhaust icon printed after the words that say
    it (a reminder's "then exhaust it [exhaust symbol]") restates them (the symbol means
    "exhaust", 1.1.6.h; gram78)."""
    i, low = t.at, t.low
    if i >= 2 and low[i - 2] == "exhaust" and low[i - 1] in ("it", "them"):  # "me {T}": a rule
        return 1
    return 0


def _or_lower(t: Words) -> int:
    if t.low[t.at - 1 : t.at] != ["or"]:
        return 0
    _, start, end = t.printed[t.at]
    t.said.append(("less", start, end))
    return 1


def _every(t: Words) -> int:
    """ "every" -> "each"; "for every two …" (a rate) is kept."""
    after = t.low[t.at + 1 : t.at + 2]
    if after and (after[0].isdigit() or after[0] in NUMBERS):
        return 0
    word, start, end = t.printed[t.at]
    t.said.append(("Each" if word[0].isupper() else "each", start, end))
    return 1


def _one_card(t: Words) -> int:
    """ "one card" -> "a card"; "only one card", "sacrifice one …" are kept."""
    i, low = t.at, t.low
    after = low[i + 1 : i + 2]
    if not (after and after[0] in _ONE_CARD and low[i - 1 : i] and low[i - 1] not in _ONE_KEPT):
        return 0
    _, start, end = t.printed[i]
    t.said.append(("a", start, end))
    return 1


def _equal_to_or(t: Words) -> int:
    """ "equal to or greater than" -> "greater than or equal to", offsets in order."""
    i, low = t.at, t.low
    if low[i + 1 : i + 3] != ["to", "or"] or low[i + 3 : i + 5] not in (
        ["greater", "than"],
        ["less", "than"],
    ):
        return 0
    w = [t.printed[i + k] for k in range(5)]
    said = [w[3][0], w[4][0], w[2][0], w[0][0], w[1][0]]
    t.said.extend((said[k], w[k][1], w[k][2]) for k in range(5))
    return 5


def _target_they(t: Words) -> int:
    """ "Target an opponent. They draw" -> "Target opponent draw", offsets in order."""
    i, low = t.at, t.low
    if low[i + 1 : i + 5] not in _TARGET_THEY or not t.starts_clause():
        return 0
    found = t.printed
    t.said.append(found[i])
    t.said.append((found[i + 2][0], found[i + 1][1], found[i + 4][2]))
    return 5


def _then_they(t: Words) -> int:
    """ "Target opponent draws a card, then discards …" -> "…, then they discard …": the
    player targeted before, not a second target (6.5.b, 1.4.7.b)."""
    verb = _their_verb(t.low, t.at)
    if verb is None:
        return 0
    _, vstart, vend = t.printed[t.at + 1]
    t.said.append(t.printed[t.at])
    t.said.append(("they", vstart, vstart))
    t.said.append((verb, vstart, vend))
    return 2


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
    while start > 0 and low[start - 1] not in CLAUSE_START and not low[start - 1].startswith("{"):
        start -= 1
    if low[start : start + 2] not in _TARGETED_PLAYER or "," in low[start : i - 1]:
        return None
    return verb


def _those_who_cant(t: Words) -> int:
    """ "Those who can't [X] instead." -> "If they can't, they [X].": the "instead" that
    closes the sentence is not said (the follow-up is done in place of the step it follows,
    which was not done, 6.1.g)."""
    i, low = t.at, t.low
    if low[i : i + 3] != ["those", "who", "can't"] or not t.starts_clause():
        return 0
    end = i + 3
    while end < len(low) and low[end] not in CLAUSE_START and low[end] != ",":
        end += 1
    if end - 1 <= i + 3 or low[end - 1] != "instead" or low[end : end + 1] != ["."]:
        return 0
    t.say(["if", "they", "can't", ",", "they"], t.printed[i : i + 3])
    t.later[end - 1] = None  # "instead"
    return 3


WORDINGS = (
    Rewording("a replacement's opening (6.2.b)", frozenset({"each", "whenever", "when"}),
              _replacement_opening),
    Rewording("a quantifier floated before a group's verb (7.5.6.b)", frozenset({"each", "all"}),
              _floated_quantifier),
    Rewording("a trigger's word (6.3)", frozenset({"whenever"}), _whenever, one_word=True),
    Rewording("what a player controls (7.5.5.b)", frozenset({"under"}), _under_your_control),
    Rewording("the player choosing a mode (6.5.g)", _ONE_OPPONENT, _one_opponent_chooses),
    Rewording("a zone's preposition (3.1)", frozenset({"into"}), _into, one_word=True),
    Rewording("a restriction's word", frozenset({"cannot"}), _cannot, one_word=True),
    Rewording("a decision's answer (6.5.e)", frozenset({"so"}), _do_so),
    Rewording("a decision's answer in the past (6.5.c)", frozenset({"did", "didn't"}), _did),
    Rewording("a comparison (6.5.i)", frozenset({"lower"}), _or_lower, one_word=True),
    Rewording("the exhaust icon after its words (7.3.13.b)", frozenset({"{t}"}), _exhaust_icon,
              one_word=True),
    Rewording("a quantifier (6.5.b)", frozenset({"every"}), _every, one_word=True),
    Rewording("a single card (6.5.i)", frozenset({"one"}), _one_card, one_word=True),
    Rewording("a comparison (6.5.i)", frozenset({"equal"}), _equal_to_or),
    Rewording("the player targeted (6.5.b)", frozenset({"target"}), _target_they),
    Rewording("the player targeted before (6.5.b)", frozenset({"then"}), _then_they),
    Rewording("the players who could not (6.1.g)", frozenset({"those"}), _those_who_cant),
)  # fmt: skip
"""The wordings of the module docstring, in the order they are tried at a word."""


def _each_time_would(low: list[str], i: int) -> bool:
    """Whether "each time" / "whenever" at ``i`` opens a replacement ("Each time you would
    roll a die, …", 6.2.b): at a clause's start, "would" among the next four words, before
    any comma or dash."""
    said = 2 if low[i : i + 2] == ["each", "time"] else int(low[i] in ("whenever", "when"))
    if not said or not (i == 0 or low[i - 1] in CLAUSE_START or low[i - 1].startswith("{")):
        return False
    ahead = low[i + said : i + said + 5]
    cut = next((k for k, w in enumerate(ahead) if w in (",", "—")), len(ahead))
    return "would" in ahead[:cut]
