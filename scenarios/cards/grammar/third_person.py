"""A step said in the third person, read as "you" say it: the players a subject names do it
(1.4.7.b; doers.py). In the clause of "Each opponent exhausts a Character they control", the
verb "exhausts" is read as "exhaust" after a PERSON mark, "they" / "their" as "you" / "your",
and a "you" of its own (the effect's controller, another player) is read nowhere; in the modes
"Each opponent chooses one: • They … • You …", "They" is those players and "You" the effect's
controller (gram33).
"""

from __future__ import annotations

from scenarios.cards.grammar.doers import ACTING, CLAUSE_END, then_theirs, verb_after

THEY = "THEY"
"""A "They" the lexer says as "each opponent": the players choosing a mode do its step."""
THEY_TARGET = "THEY_TARGET"
"""A "They" the lexer says as "target opponent": the targeted opponent choosing a mode does
its step (gram33)."""
_TARGET_OPP = ["target", "opponent"]
_CHOOSES = frozenset({"chooses", "choose"})
"""The verb of "[players] chooses one:" — "choose" after "Target an opponent. They" (the
wording read as "Target opponent", wordings.py)."""
UNSAID = "UNSAID"
"""A word the lexer leaves out: "You" before the effect controller's own step in a mode
another player chooses ("• You draw two cards", the step said as "Draw two cards")."""

_SECOND_PERSON = {"they": "you", "their": "your"}
"""The acting players' words as the step says them for "you" (7.5.6.b)."""


def acting_words(printed: list[str], literals: dict[str, str]) -> dict[int, str]:
    """The words of the clauses whose players do the step (:data:`ACTING`), as the
    step says them for "you": the verb in the third person ("exhausts") as its own
    ("exhaust"), marked by a PERSON before it; "they" / "their" as "you" / "your"; a
    "you" of its own (the effect's controller, another player) read nowhere (WORD)."""
    kinds: dict[int, str] = {}
    low = [w.lower() for w in printed]
    for d in ACTING.get():
        i = verb_after(low, d) or d + 2
        if low[i : i + 1] == ["may"]:
            kinds[i] = "PERSON " + literals.get("may", "WORD")
            i += 1  # "may exhaust": the verb as it is
        else:
            verb = _base_verb(low[i], literals) if i < len(low) else None
            if verb is None and i < len(low) and low[i] in literals:
                verb = low[i]  # "Target an opponent. They draw" (wordings.py): as said
            if verb is None and low[i : i + 2] == ["exhausted", "resupply"]:
                # "Target an opponent. They [Exhausted Resupply]" (7.3.14): the action's
                # name is its words, a status and the verb, as "you" say it
                kinds[i] = "PERSON STATUS"
                continue
            if verb is None and i < len(low):
                # ia: "Target opponent [Barters]", "they [Barter]": the set's keyword action
                # (2.2.12.c) as the players' step, its third person or its name (1.4.7.b)
                from scenarios.cards.grammar.set_lexicon import (
                    keyword_action,
                    keyword_action_third_person,
                )

                if keyword_action_third_person(low[i]) is not None:
                    kinds[i] = "PERSON SET_ACTIONS"
                elif keyword_action(low[i]) is not None:
                    kinds[i] = "PERSON SET_ACTION"
            if verb is None and i in kinds:
                pass
            elif verb is None:
                continue
            else:
                kinds[i] = "PERSON " + literals[verb]
        if low[i : i + 1] == ["chooses"] and _yours_chosen(low, i):
            # ib39: "Target opponent chooses a Character you control": the players choose
            # among the effect's controller's objects (6.1.g); "you" / "your" stay the
            # effect's controller's, "they" / "their" beside them are read nowhere
            kinds[i] = "PERSON CHOOSE_YOURS"
            kinds.update(_theirs_unread(low, i))
            continue
        if low[i] in _CHOOSES and low[d : d + 2] in (["each", "opponent"], _TARGET_OPP):
            # "Target opponent chooses one": the same one opponent (1.2.1.b; gram33)
            kinds.update(
                _their_modes(low, i + 1, literals, THEY_TARGET if low[d] == "target" else THEY)
            )
        # ---- id: "Each player / Target player chooses one: • They …": each of those
        # players chooses and does their own mode, "they" / "their" as "you" / "your" of
        # that player's step (6.1.h, 6.5.g, 1.4.7.b); a "You" of the effect's controller
        # in such a mode is read nowhere (WORD): refused
        elif low[i] in _CHOOSES and low[d : d + 2] in _EVERY_CHOOSER:
            kinds.update(_own_modes(low, i + 1, literals))
        # ---- end id
        for j in range(i + 1, len(low)):
            base = _base_verb(low[j], literals) if j >= 2 and then_theirs(low, j - 2) else None
            if base is not None:
                # ", then puts …": the same players' next step, its verb as theirs
                kinds[j] = "PERSON " + literals[base]
                continue
            if low[j] in CLAUSE_END and not then_theirs(low, j):
                break
            if low[j - 1 : j + 1] == [",", "then"]:
                continue
            # only after "chooses": "draws a card and exhausts a Character they control"
            # is two steps each player does, not read (players_in_turn.py refuses them)
            chose = low[i] == "chooses" and low[j - 1] == "and"
            # "reveals the top card of their deck and puts it in their Reserve": a
            # second verb on what the first acted on ("it" / "them", 6.5.h) is the
            # same players' step too (1.4.7.b)
            on_it = low[j - 1] == "and" and low[j + 1 : j + 2] in (["it"], ["them"])
            joined = _base_verb(low[j], literals) if chose or on_it else None
            if joined is not None and low[j] != joined:
                # "chooses a Character they control and sends it to Reserve": the
                # second verb of the players' step, in the third person too (1.4.7.b)
                kinds[j] = literals[joined]
                continue
            said = _SECOND_PERSON.get(low[j])
            if low[j - 1 : j + 1] == ["and", "they"] and low[j + 1 : j + 2] != ["control"]:
                # "Each opponent sacrifices a Character and they draw a card": "they" is
                # each of those players again, a step of theirs after another (1.4.7.b,
                # 6.1.h) — not "you" (review26: read as the controller's draw). Unread.
                kinds[j] = "WORD"
                continue
            if said is not None and low[j + 1 : j + 2] not in (["owner's"], ["owners'"]):
                kinds[j] = literals.get(said, "WORD")
            elif low[j] in ("you", "your", "you're", "yours"):
                kinds[j] = "WORD"
    return kinds


def _their_modes(
    low: list[str], at: int, literals: dict[str, str], they: str = THEY
) -> dict[int, str]:
    """ "Each opponent chooses one: • They sacrifice a Character. • You draw two cards.":
    in each mode, "They [verb]" is the opponents' step ("each opponent" doing it, 1.4.7.b)
    and "You [verb]" the effect controller's own (the verb as "you" say it)."""
    kinds: dict[int, str] = {}
    if low[at + 1 : at + 2] != [":"]:
        return kinds
    for j in range(at + 2, len(low) - 1):
        if low[j - 1] != "\u2022":
            continue
        if low[j] == "they" and low[j + 1] in literals:
            kinds[j] = they
            kinds[j + 1] = "PERSON " + literals[low[j + 1]]
            for k in range(j + 2, len(low)):
                if low[k] in CLAUSE_END:
                    break
                if low[k] in _SECOND_PERSON:  # "from their hand": the players' own
                    kinds[k] = literals.get(_SECOND_PERSON[low[k]], "WORD")
        elif low[j] == "you" and low[j + 1] in literals:
            kinds[j] = UNSAID
    return kinds


_EVERY_CHOOSER = (["each", "player"], ["target", "player"])
"""id: the players who each choose a mode of their own ("Each player / Target player chooses
one:"), each doing it as its controller (6.1.h, 1.4.7.b)."""


def _own_modes(low: list[str], at: int, literals: dict[str, str]) -> dict[int, str]:
    """id: "Each player chooses one: • They draw a card. • They discard a card from their
    Reserve.": in each mode "They [verb]" is the choosing player's own step (the verb as
    "you" say it, "their" as "your", 1.4.7.b); a mode's "You" / "your" (the effect's
    controller, another player than the one choosing) is left as printed, for the reading
    to refuse by its words (semantics/players_named.py)."""
    kinds: dict[int, str] = {}
    if low[at + 1 : at + 2] != [":"]:
        return kinds
    bullets = [j for j in range(at + 2, len(low)) if low[j - 1] == "\u2022"]
    for j in bullets:
        if low[j] in ("they", "you") and j + 1 < len(low) and low[j + 1] in literals:
            # "You" read as said; the reading refuses it by its words (players_named.py)
            kinds[j] = UNSAID
        for k in range(j + 1, len(low)):
            if low[k] == "\u2022":
                break
            if low[k] in _SECOND_PERSON:  # "from their hand": the player's own
                kinds[k] = literals.get(_SECOND_PERSON[low[k]], "WORD")
    return kinds


def _base_verb(verb: str, literals: dict[str, str]) -> str | None:
    """The verb a third-person word is ("readies" -> "ready"), if the grammar has it."""
    forms = [verb[:-3] + "y"] if verb.endswith("ies") else []
    forms += [verb[:-1], verb[:-2]] if verb.endswith("s") else []
    forms += ["have"] if verb == "has" else []
    return next((f for f in forms if f in literals), None)


def _clause_after(low: list[str], i: int) -> range:
    """The word indices of the clause after ``i``, up to its end mark."""
    end = next((j for j in range(i + 1, len(low)) if low[j] in CLAUSE_END), len(low))
    return range(i + 1, end)


def _yours_chosen(low: list[str], i: int) -> bool:
    """ib39: whether the clause after "chooses" at ``i`` says "you" / "your": an object of
    the effect's controller chosen by the players the subject names (6.1.g)."""
    return any(low[j] in ("you", "your") for j in _clause_after(low, i))


def _theirs_unread(low: list[str], i: int) -> dict[int, str]:
    """ib39: "they" / "their" beside the effect's controller's "you" in such a clause: whose
    object is meant is said twice — read nowhere (WORD), so the clause is refused."""
    return {j: "WORD" for j in _clause_after(low, i) if low[j] in ("they", "their")}
