"""References back (6.5.b, 6.1.e, 6.3.i): what a later clause's "it", "that [noun]", "them",
"those [nouns]" or "each of them" names, resolved against what the ability introduced
before it — and refused, naming the word, when nothing agrees or two things do.

Reading an effect builds an *antecedent table*: each step of the effect introduces what it
acted on (:func:`introduced`) — an object or several chosen once (a target, 6.5.b; "a
[card] you control", 6.1.g), the result of a step (the card drawn, 7.3.9.a; Resupplied,
7.3.31.a; the token created, 7.3.5.a), an Expedition (7.3.25.a) — with its kind, number and
the nouns that may name it ("Character", "card", "Robot", "token"). A reference is plain data
on the step that says it: the subject "it" (the engine binds it to what the step before
acted on, engine/steps/afterwards.py) and, while reading, a mark :data:`REF` with the noun
and number said. :func:`resolve_references` checks every mark against its antecedent —
the step it follows (the nearest, 6.1.c) — and removes it:

- the noun must name what the antecedent is ("that Landmark" after "target Character" is
  refused: the target is no Landmark);
- the number must agree ("that Character" after "up to two target Characters": which one?;
  "those Characters" after one target: which others?);
- a nearer step that does not agree while an earlier one does is refused too: the engine
  binds the reference to the nearest step (precision first, never a silent rebinding);
- two agreeing antecedents introduced in one sentence ("Target Character gains 1 boost and
  target Character gains Anchored. Ready it.") are refused (:func:`two_antecedents`).

A mark on a step no step nests names what the trigger names (6.3.i, checked by
``it_references._it_named``) or stands in a step's place ("instead", 6.2.b): removed
unchecked; :func:`no_reference_mark_left` removes any a path outside the effect's sentences
left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scenarios.cards.grammar.parser import NotRead

Step = dict[str, Any]

REF = "_ref"
"""A step's mark: its object is a reference said with a noun ("that Landmark", "those
Characters"): ``{"noun": "landmark", "plural": False, "said": "that Landmark"}``."""

REFERRED_PLAYERS = "_referred_players"
"""The ``players_do`` of a step said "They / That player [step]": the player a step before
named, resolved by :func:`referred_players` (never left in a reading)."""

_NESTED = ("then", "otherwise", "if_not_done", "if_cant", "also")
"""Keys of a step holding steps of their own."""


@dataclass(frozen=True)
class Antecedent:
    """What a step introduced, as a later reference may name it (6.5.b, 6.1.e)."""

    kind: str
    """ "object" (a card or token in play or in a zone), "expedition"."""
    several: bool
    """Whether the step acted on several (up to N ≥ 2, any number, a group)."""
    nouns: frozenset[str]
    """The singular nouns that name it, lower case ("character", "card", "robot")."""
    said: str
    """How a judge says it ("the target Character")."""
    either: bool = False
    """One object per player, chosen by each of several players ("Each opponent chooses a
    Character they control", 6.1.h): "it" and "them" / "the chosen Characters" both name
    what they chose (gram43)."""


DRAWN_WAY = "card drawn this way"
"""gw (session 36): the noun of "the card(s) drawn this way" — only a draw (7.3.9.a)
introduces it (:func:`introduced`)."""

_MOVED_WAY = " this way"
"""The end of a noun of "the [noun] [moved] this way" (:func:`moved_noun`)."""


def moved_noun(noun: str, way: str) -> str:
    """The noun of "the ``noun`` ``way`` this way" ("card", "put in reserve"): what only a
    step moving such an object that way introduces (:func:`moved_way`)."""
    return f"{noun} {way}{_MOVED_WAY}"


def moved_way(step: Step) -> str:
    """How ``step`` moved the object(s) it acted on to a new zone (2.1.d): "put in reserve",
    "returned to hand", "sent to reserve", "discarded", "sacrificed" — "" for a step that
    moved none so."""
    action, to = str(step.get("action", "")), str(step.get("to", ""))
    if action in ("discard", "sacrifice"):
        return f"{action}d" if action.endswith("e") else f"{action}ed"
    if action == "put" and to in ("reserve", "hand"):
        return "put in reserve" if to == "reserve" else "returned to hand"
    if action == "return" and to == "hand":
        return "returned to hand"
    if action == "send" and to == "reserve":
        return "sent to reserve"
    return ""


_TYPE_NOUNS = {
    "character": "character",
    "permanent": "permanent",
    "landmark": "landmark",
    "spell": "spell",
    "card": "card",
    "token": "token",
    "expedition": "expedition",
}
"""Words of a step's subject naming the type of what it acts on (2.2.1)."""


def said_noun(noun: Any) -> str:
    """The noun of a reference as the grammar's ``noun`` / ``plural_noun`` rules give it
    (("type", "Character"), ("subtype_noun", "Robot"), ("token", "")), lower case."""
    if isinstance(noun, tuple) and len(noun) == 2:
        kind, value = noun
        return "token" if kind == "token" else str(value).lower()
    return str(noun).lower()


def mark(noun: str, plural: bool) -> dict[str, Any]:
    """The :data:`REF` mark of a reference said with ``noun`` ("that Landmark"), or of a
    printed "it" / "them" (``noun`` "")."""
    if not noun:
        return {"noun": "", "plural": plural, "said": "them" if plural else "it"}
    if noun == DRAWN_WAY:  # gw: "the card(s) drawn this way"
        said = "the cards drawn this way" if plural else "the card drawn this way"
        return {"noun": noun, "plural": plural, "said": said}
    if noun.endswith(_MOVED_WAY):  # "the card put in reserve this way" (moved_noun)
        first, _, rest = noun.partition(" ")
        said = f"the {_printed(first)}{'s' if plural else ''} {rest}"
        return {"noun": noun, "plural": plural, "said": said}
    printed = _printed(noun)
    said = f"those {printed}s" if plural else f"that {printed}"
    return {"noun": noun, "plural": plural, "said": said}


def _printed(words: str) -> str:
    """``words`` as a card prints them: card types and sub-types capitalised (2.2.1),
    "card" / "token" / the rest as they are ("target Character you control")."""
    plain = {"card", "token", "target", "you", "control", "a", "an", "the", "of", "your"}
    return " ".join(w if w in plain or not w.isalpha() else w.capitalize() for w in words.split())


def introduced(step: Step) -> Antecedent | None:
    """What ``step`` introduced for a reference after it, or None when it names nothing a
    reference with a noun can speak of (a player's step with no object, "I gain 1 boost")."""
    from scenarios.cards.grammar.semantics.them_objects import acts_on_several

    action = str(step.get("action", ""))
    subject = str(step.get("subject", ""))
    several = acts_on_several(step)
    if action in ("draw", "resupply", "exhausted_resupply") and not subject:
        drawn = frozenset({"card", DRAWN_WAY} if action == "draw" else {"card"})  # gw
        return Antecedent("object", several or _amount(step) > 1, drawn, "the card")
    if subject == "top_cards_of_your_deck":
        return Antecedent("object", _amount(step) > 1, frozenset({"card"}), "the card seen")
    if action == "create":
        nouns = {"token", *_token_nouns(str(step.get("token", "")))}
        return Antecedent("object", several or _amount(step) > 1, frozenset(nouns), "the token")
    if subject.endswith("expedition") and subject.startswith("target"):
        return Antecedent("expedition", False, frozenset({"expedition"}), "the Expedition")
    if subject in ("", "self", "it", "its_controller", "its_owner") or subject.startswith(
        ("target_opponent", "target_player", "each_player", "opponent_each")
    ):
        return None
    words = set(subject.split("_"))
    words |= {w.removesuffix("s") for w in words}  # a group: "characters_you_control"
    nouns = {_TYPE_NOUNS[w] for w in words if w in _TYPE_NOUNS}
    filt = step.get("filter") or {}
    if filt.get("permanents_in_landmarks"):
        nouns.add("landmark")
    nouns.update(str(s).lower() for s in filt.get("subtypes") or ())
    nouns.update(_TYPE_NOUNS.get(str(t).lower(), "") for t in filt.get("types") or ())
    nouns.discard("")
    if filt.get("token"):
        nouns.add("token")
    if not nouns:
        return None
    if "token" not in nouns or nouns & {"character", "permanent", "landmark"}:
        nouns.add("card")  # a Character, Permanent or Spell is a card (2.1.a)
    way = moved_way(step)
    if way:  # "the card put in your Reserve this way": what the step so moved (2.1.d)
        nouns |= {moved_noun(n, way) for n in nouns}
    either = action == "choose_object" and step.get("players_do") in (
        "each_player",
        "each_opponent",
    )
    return Antecedent(
        "object", several, frozenset(nouns), f"the {_printed(subject.replace('_', ' '))}", either
    )


def _amount(step: Step) -> int:
    amount = step.get("amount", 1)
    return amount if isinstance(amount, int) else 2


def _token_nouns(token: str) -> set[str]:
    """The nouns of a token made ("Ordis Recruit 1/1/1 Soldier"): a Character token when it
    has statistics (2.2.1.c), and its subtypes after them."""
    words = token.split()
    stats = [i for i, w in enumerate(words) if w.count("/") == 2]
    if not stats:
        return set()
    return {"character", *(w.lower() for w in words[stats[0] + 1 :])}


def agreement(antecedent: Antecedent | None, ref: dict[str, Any]) -> str:
    """Why ``ref`` (a :data:`REF` mark) does not name ``antecedent`` — "" when it does: the
    noun names what was introduced, the number agrees (6.5.b)."""
    said = str(ref.get("said", "it"))
    if antecedent is None:
        return f"'{said}' names nothing the step before it introduced"
    noun = str(ref.get("noun", ""))
    if noun and not _noun_agrees(noun, antecedent):
        return f"'{said}' does not name {antecedent.said} the step before it introduced"
    if bool(ref.get("plural")) != antecedent.several and not antecedent.either:
        many = "several" if antecedent.several else "one"
        return f"'{said}' does not agree in number with {antecedent.said} ({many})"
    return ""


def one_named_of_several(reason: str) -> bool:
    """Whether ``reason`` (an :func:`agreement` refusal) is "it" said of one object after a
    step that acted on several ("Exhaust up to two target Characters. If one of them has a
    boost, it gains 1 boost."): which one is not said (6.5.b) — never "each of them"."""
    return reason.startswith("'it") and reason.endswith("(several)")


def _noun_agrees(noun: str, antecedent: Antecedent) -> bool:
    if noun == "character or permanent":
        return bool(antecedent.nouns & {"character", "permanent", "landmark"})
    return noun in antecedent.nouns


def resolve_references(steps: list[Step]) -> list[Step]:
    """``steps`` with every reference mark resolved against its antecedent (the step it
    follows) and removed; a reference that names nothing agreeing is refused (module doc)."""
    return [_resolved(step, None) for step in steps]


def _resolved(step: Step, before: Step | None) -> Step:
    out = dict(step)
    ref = out.pop(REF, None)
    if ref is not None:
        if out.get("subject") != "it":  # merged with its target ("Target a Character. That
            _check(ref, out)  # Character gains …", uniques.merge_targets): itself
        elif before is not None:
            _check(ref, before)
        else:
            # a step no step nests: it names what the trigger names (6.3.i, checked by
            # it_references._it_named), the group a condition governing it counts (checked
            # by condition_it.named_by_object_condition) or stands in a step's place ("…
            # that Character gains 2 boosts instead", 6.2.b, checked by resolve_instead) —
            # the mark kept for those, removed by no_reference_mark_left
            out[REF] = ref
    for key in _NESTED:
        value = out.get(key)
        if not isinstance(value, list):
            continue
        # "then": what this step acted on — or, for a step that introduces nothing and
        # passes "it" on (a player paying, :func:`passes_it`), what its own antecedent is;
        # "otherwise" / "if …": what this step's own antecedent is (they stand in its
        # place, 6.5.e, 6.1.g)
        antecedent = out if key == "then" and not _keeps(out) else before
        out[key] = [_resolved(s, antecedent) if isinstance(s, dict) else s for s in value]
    return out


_PASSING_ACTIONS = frozenset({"pay_mana"})
"""Steps of a player that act on no object — paying Mana (1.2.5) — so "it" / "that
[noun]" in what follows them still names what was introduced before them: the engine binds
"it" after such a step to what the step it follows bound (engine/steps/afterwards.py)."""


def _keeps(step: Step) -> bool:
    """Whether what follows ``step`` names what was named before it (:func:`reach_back`)."""
    return passes_it(step) or bool(step.get("keeps_it"))


def passes_it(step: Step) -> bool:
    """Whether ``step`` introduces nothing and passes on "it": a later reference in its
    follow-up ("Then, target opponent may pay {1}. If they do, that Character loses 1
    boost.") names what the step before it introduced (6.1.c, 6.5.b)."""
    return step.get("action") in _PASSING_ACTIONS and introduced(step) is None


def names_past(step: Step, ref: dict[str, Any]) -> bool:
    """Whether a reference ``ref`` in ``step``'s follow-up names something before ``step``:
    ``step`` passes "it" on (:func:`passes_it`), or introduced something the reference's
    noun does not name ("Then, target opponent may discard a card. If they do, that
    Character …": the card discarded was said a card, not a Character) — a printed "it"
    names what the step nearest it introduced, never past it."""
    if passes_it(step):
        return True
    noun = str(ref.get("noun", ""))
    near = introduced(step)
    return (
        bool(noun) and not ref.get("printed") and near is not None and not _noun_agrees(noun, near)
    )


def _acts_on_printed_it(step: Step) -> bool:
    """Whether another player's ``step`` ("Then, target opponent may discard a card.") is
    followed by a step acting on a printed "it" ("If they do, it loses 1 boost."): the card
    they acted on, or what the step before theirs chose — which one is not said."""
    theirs = str(step.get("subject", "")).endswith(("opponents_hand", "target_opponent_controls"))
    theirs = theirs or step.get("players_do") in ("target_opponent", "each_opponent")
    follow = [s for s in step.get("then") or () if isinstance(s, dict)]
    return theirs and bool(follow) and follow[0].get("subject") == "it" and REF not in follow[0]


def _refers_back(step: Step) -> dict[str, Any] | None:
    """The reference (its :data:`REF` mark, or a printed "it") a step nested under
    ``step`` makes — in its follow-up or its alternatives — or None when none does."""
    from scenarios.cards.grammar.semantics.it_references import names_it
    from scenarios.cards.grammar.semantics.them_objects import THEM

    for key in ("then", "if_not_done", "otherwise"):
        for inner in step.get(key) or ():
            if not isinstance(inner, dict):
                continue
            if REF in inner:
                return dict(inner[REF])
            if names_it(inner):  # a printed "them" / "each of them", or "it"
                return {**mark("", bool(inner.get(THEM))), "printed": True}
    return None


def reach_back(steps: list[Step]) -> list[Step]:
    """``steps`` with each run of steps that pass "it" on (:func:`passes_it`) whose
    follow-up refers back nested under the step before them that introduced what it names:
    "Target Character you control gains 2 boosts. Then, target opponent may pay {1}. If
    they do, that Character loses 1 boost." — the opponent's step in between names no
    Character (6.1.c, 6.5.b, 6.5.f). Refused, naming the words, when the step before
    already has a follow-up, or an earlier step introduced something the reference names
    too (two candidates: which one is not said)."""
    out: list[Step] = []
    for step in steps:
        _two_named(step, out)
        ref = _refers_back(step)
        if ref is None or not out or not names_past(step, ref):
            out.append(step)
            continue
        j = len(out) - 1
        while j >= 0 and passes_it(out[j]) and not out[j].get("then"):
            j -= 1
        antecedent = introduced(out[j]) if j >= 0 else None
        if antecedent is None:
            out.append(step)  # the reference is checked where it is (resolve_references)
            continue
        said = str(ref.get("said", "it"))
        if out[j].get("then"):
            raise NotRead(said, f"'{said}' after a step that has a follow-up is not read yet")
        others = [
            a
            for a in map(introduced, out[:j])
            if a is not None and a.kind == antecedent.kind and not agreement(a, ref)
        ]
        if others and not agreement(antecedent, ref):
            raise NotRead(
                said,
                f"'{said}' may name what either of two steps before it introduced: "
                "which one is not said",
                "reference_back",
            )
        if ref.get("printed") and (reason := agreement(antecedent, ref)):
            raise NotRead(said, reason, "reference_back")  # "Up to two …. … it …": which one
        if not passes_it(step):  # the engine passes "it" past what this step acted on
            step = {**step, "keeps_it": True}
        out[j] = {**out[j], "then": [*out[j + 1 :], step]}
        del out[j + 1 :]
    return out


def _two_named(step: Step, before: list[Step]) -> None:
    """Refuse "that [noun]" in ``step``'s follow-up when ``step`` and a step ``before`` it
    both introduced something the noun names ("Target Character you control gains 1 boost.
    Then, target opponent may sacrifice a Character. If they do, that Character gains 2
    boosts."): which one is not said (precision first, never the nearest silently)."""
    ref = _refers_back(step)
    if ref is None or (not ref.get("noun") and not _acts_on_printed_it(step)):
        return
    near = introduced(step)
    if near is None or agreement(near, ref):
        return
    far = [a for a in map(introduced, before) if a is not None and not agreement(a, ref)]
    if far:
        said = str(ref.get("said", ""))
        raise NotRead(
            said,
            f"'{said}' may name what the step before it acted on or what an earlier step "
            "introduced: which one is not said",
            "reference_back",
        )


def one_of_several(before: Step, first: Step) -> str:
    """Why a sentence beginning with a printed "it" (``first``, no noun) after ``before``
    does not name one object — "" when it may: after a step that chose several ("Up to two
    target Characters gain 1 boost. Then it gains Anchored."), which one is not said."""
    from scenarios.cards.grammar.semantics.them_objects import THEM

    if first.get("subject") != "it" or first.get(THEM) or REF in first:
        return ""
    if not _chose_several(before):
        return ""
    return agreement(introduced(before), {"said": "it", "plural": False})


def _chose_several(step: Step) -> bool:
    """Whether ``step`` chose several objects: up to N (N ≥ 2) or any number (6.5.b, 6.5.i)."""
    return int(step.get("up_to", 0) or 0) >= 2 or bool(step.get("any_number"))


def _check(ref: dict[str, Any], before: Step) -> None:
    reason = agreement(introduced(before), ref)
    if reason:
        raise NotRead(str(ref.get("said", "it")), reason, "reference_back")


def two_antecedents(sentence_steps: list[Step]) -> str:
    """Why a reference after a sentence with ``sentence_steps`` names two things — "" when
    it does not: two steps of one sentence each introduced an object ("Target Character
    gains 1 boost and target Landmark gains Anchored. Ready it."): which one is not said."""
    found = [a for a in map(introduced, sentence_steps) if a is not None and a.kind == "object"]
    if len(found) >= 2:
        return f"'it' may name {found[-2].said} or {found[-1].said}: which one is not said"
    return ""


def no_reference_mark_left(found: Any) -> None:
    """Remove the marks of references naming what the trigger names (checked as "it" is,
    6.3.i) — anywhere in the ability's structures — so none reaches the card models."""
    from scenarios.cards.grammar.semantics.them_objects import THEM

    if isinstance(found, dict):
        found.pop(REF, None)
        found.pop(THEM, None)  # "them" opening an effect, checked as "it" (6.3.i)
        for value in found.values():
            no_reference_mark_left(value)
    elif isinstance(found, list):
        for value in found:
            no_reference_mark_left(value)


_PLAYER_STEPS = {
    ("draw", "target_opponent"): ("target_opponent", None),
    ("draw", "target_player"): ("target_player", None),
    ("resupply", "target_opponent"): ("target_opponent", None),
    ("resupply", "target_player"): ("target_player", None),
    ("sacrifice", "a_character_target_opponent_controls"): (
        "target_opponent",
        "a_character_you_control",
    ),
    ("sacrifice", "a_character_target_player_controls"): (
        "target_player",
        "a_character_you_control",
    ),
    # gram91: "Target opponent discards a card from their hand. Then, they draw a card."
    ("discard", "a_card_from_target_opponents_hand"): ("target_opponent", "a_card_from_your_hand"),
    ("discard", "a_card_from_target_opponents_reserve"): (
        "target_opponent",
        "a_card_from_your_reserve",
    ),
    ("sacrifice", "a_character_or_permanent_target_opponent_controls"): (
        "target_opponent",
        "a_character_or_permanent_you_control",
    ),
}
"""Steps a targeted player does read with the player as the step's subject, and the same
step said as that player's own (``players_do``, the subject as they say it): "Target opponent
draws a card" is "Target opponent: draw a card" (7.5.6.b)."""
_ONE_PLAYER = frozenset({"target_opponent", "target_player"})
"""The players a later "they" names: one player, targeted once (6.5.b). "Each player" /
"each opponent" are not (each would do both steps before the next player's first, 6.1.h)."""


_NOT_ALONE = frozenset({"if", "otherwise", "may", "you_decide", "if_cant", "if_not_done", "also"})
"""Keys of a step that govern it alone: a "they" step nested under it would fall under them."""


def player_introduced(step: Step) -> Step | None:
    """``step`` said as the step of the one player it names (``players_do``), or None when
    it names no one player a later "they" may speak of (the antecedent table's players)."""
    if step.get("players_do") in _ONE_PLAYER:
        return step
    said = _PLAYER_STEPS.get((str(step.get("action", "")), str(step.get("subject", ""))))
    if said is None or step.get("players_do"):
        return None
    players, subject = said
    own = {k: v for k, v in step.items() if k != "subject"}
    return {**own, "players_do": players, **({"subject": subject} if subject else {})}


def referred_players(steps: list[Step]) -> list[Step]:
    """``steps`` with each "They / That player [step]" nested under the step before it, done
    by the player that step named — targeted once (6.5.b), doing both as its own (1.4.7.b);
    refused, naming the words, when the step before names no one player."""
    out: list[Step] = []
    for step in steps:
        if step.get("players_do") != REFERRED_PLAYERS:
            out.append(step)
            continue
        before = player_introduced(out[-1]) if out else None
        if before is not None and set(before) & _NOT_ALONE:
            # "If [c], target opponent draws a card. They …": the condition (or "may") is
            # the first step's alone; nesting would make it the second's too
            raise NotRead(
                "they",
                "'they' after a step under a condition or a 'may' is not read yet",
                "reference_back",
            )
        if before is None and out:
            owner_does = _owner_named(out[-1], step)
            if owner_does is not None:
                out[-1] = owner_does
                continue
        if before is None or before.get("then"):
            raise NotRead(
                "they",
                "'they' / 'that player' names no one player the step before it named",
                "reference_back",
            )
        own = {k: v for k, v in step.items() if k != "players_do"}
        # the same player's next step, whatever the first did (6.1.c; engine ``it_follows``)
        out[-1] = {**before, "then": [own], "it_follows": True}
    return out


def _owner_named(before: Step, step: Step) -> Step | None:
    """gram91: "Return target Character to its owner's hand. That player draws a card." —
    the one player the step before named, the owner of the one object it targeted and put
    in "its owner's" zone (1.1.3.c, 6.5.b): ``before`` with the step nested after it, done
    by that object's owner (``its_owner``, 1.4.7.b), as "Its owner draws a card" reads;
    None when the step before names no owner's zone of one target."""
    subject = str(before.get("subject", ""))
    if not before.get("to_owner") or not subject.startswith("target_") or subject.endswith("s"):
        return None
    if set(before) & (_NOT_ALONE | {"then", "amount", "up_to"}):
        return None
    own = {k: v for k, v in step.items() if k != "players_do"}
    return {**before, "then": [{**own, "players_do": "its_owner"}]}


def no_referred_players_left(found: Any) -> None:
    """Refuse a "They / That player [step]" left anywhere (no step before it in its list)."""
    if isinstance(found, dict):
        if found.get("players_do") == REFERRED_PLAYERS:
            raise NotRead(
                "they",
                "'they' / 'that player' names no player a step before named",
                "reference_back",
            )
        for value in found.values():
            no_referred_players_left(value)
    elif isinstance(found, list):
        for value in found:
            no_referred_players_left(value)
