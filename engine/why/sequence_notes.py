"""What the trace says of the steps that follow a step of the same effect.

* "[X]; if you did, [Y]" / "you may [X] to [Y]" is a condition on X having been started
  (6.5.f); "[X], then [Y it]" — "Discard target Character, then create a token in its
  Expedition", "Reveal the top four cards ... put them ... Discard the other cards" — is two
  steps in order (6.1.c, its Example "Sabotage, then Resupply"), Y acting on what X chose,
  made or revealed. Both are written as a step's ``then``; :func:`then_point` says which
  rule the trace cites.
* A step on the top N cards of a Deck that held fewer resolves with the cards there are
  and the effect keeps resolving as much as possible (3.2.2.e): the steps after it cite
  it too — *Mind Apotheosis* (3.2.2.e, Example) discards nothing when the one card
  revealed was put in an Expedition (:func:`short_deck_rules`).
* A step acting on several objects some of which an earlier step of the effect moved (new
  objects, 2.1.d) says they are left out (:func:`left_out_note`).
* A Gigantic Character moved out of the Expedition zone by an effect is one object present
  in both Expeditions (7.4.4.b): it leaves both at once, as one card
  (:func:`gigantic_left_notes`).
* A later step's "it" / "that [noun]" / "them" is what this step chose, made or moved —
  chosen once, not again (6.5.b): the trace names it where every player sees it
  (:func:`it_named_note`; a card in a hidden zone is not named, 3.1.3.f).
"""

from __future__ import annotations

from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import EffectStep
from engine.state.enums import HIDDEN_ZONES, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.state.subjects import Subject
from engine.why.gone_objects import all_ceased, known_cards
from engine.why.table import why

_ABOUT_IT = frozenset(
    {
        Subject.IT,
        Subject.ITS_OWNER,
        Subject.ITS_CONTROLLER,
        Subject.ITS_EXPEDITION,
        Subject.CHARACTERS_AMONG_THEM,
    }
)
"""Subjects naming what an earlier step of the effect chose, made or revealed."""


def about_it(template: EffectStep) -> bool:
    """Whether a step acts on "it"/"them"/"its Expedition": what the step before chose —
    itself, or, for a player's payment between them ("Then, target opponent may pay {1}. If
    they do, that Character loses 1 boost."), a step that follows it: paying acts on no
    object, so "it" after it is still what the step before chose (6.1.c, 6.5.b). A choice
    between modes acting on "it" ("Reveal the top card …. You may play it for free or put
    it into your hand.") acts on it whichever is chosen (6.5.g)."""
    if template.subject in _ABOUT_IT or template.other in _ABOUT_IT:
        return True
    if template.modes and all(any(about_it(s) for s in m.steps) for m in template.modes):
        return True
    if template.action is not ActionKind.PAY_MANA:
        return False
    return any(about_it(t) for t in (*template.then, *template.if_not_done))


def second_target(template: EffectStep) -> bool:
    """Whether a step is the second target of one step said of two ("target Character and
    target Permanent each gain 1 boost"): never the object chosen first (6.5.b)."""
    return template.filter is not None and template.filter.other_than_it


def _on_me(step: Step) -> bool:
    """Whether ``step`` and every step of its ``then`` act on "me" (7.2.1.a)."""
    mine = step.me is not None and step.objects == (step.me,)
    return mine and all(t.subject is Subject.SELF for t in step.then)


def to_cost(step: Step) -> bool:
    """Whether ``step`` is the X of "[X] to [Y]" — "You may exhaust me to draw a card",
    "You may pay {1} to …", "Spend 2 Kelon counters … to …": the cost of Y (1.2.5.a "in
    order to do something"; the 6.1.d Example), not "[X]; if you did, [Y]" (6.5.f). A step
    with mana to pay (``pay``) is not one: "You may pay {1} to discard X. If you do, Y" reads
    the same as "pay {1} and [X] to [Y]", the mana the cost of the step itself and its
    ``then`` possibly "if you do" (6.5.f) — kept as it was until the reader tells them
    apart."""
    if step.said_if_you_do:  # "You may [X] and [Y]. If you do, [Z]": no "to" (6.5.f)
        return False
    return bool(step.to_pay or step.never_forced or step.cost_with)


def dependence_point(step: Step) -> str:
    """What makes Y depend on X: X the cost of "[X] to [Y]" (6.1.d, 6.4.c), else "[X]; if
    you did, [Y]" (6.5.f)."""
    return "effect.to_paid" if to_cost(step) else "effect.if_you_did"


def then_point(step: Step) -> str:
    """The decision point of the steps that follow ``step`` as its ``then``: "if you did"
    (6.5.f) for an optional step ("you may [X] to [Y]") or when they do not act on what it
    chose ("Sacrifice a Character. If you do, draw two cards."); otherwise the next steps
    of "[X], then [Y it]" (6.1.c)."""
    if to_cost(step):
        return "effect.to_paid"  # "[X] to [Y]": X is Y's cost (6.1.d, 6.4.c), no "if you did"
    if step.optional or step.pay:
        return "effect.if_you_did"
    if step.it_follows and any(second_target(t) for t in step.then):
        return "effect.second_target"  # "target X and target Y each …" (6.5.b, 6.1.e)
    if not any(about_it(t) for t in step.then):
        # "They draw a card" after the player's step: the same player's next step (6.1.c)
        if not step.may_done and all(t.condition is not None for t in step.then):
            # "Target Character gains 2 boosts. Then, if it has 3 or more boosts, draw a
            # card.": the next step's own condition, evaluated just before it (6.5.d) —
            # no "if you did" (6.5.f) in the text; after a "You may [X]" answered yes, Y
            # depends on X done (6.5.f: "You may put a card … If it's a Permanent, draw")
            return "effect.then_if"
        if step.it_follows and _on_me(step):
            # "If [c], I gain 1 boost and Fleeting": the condition's next step on "me",
            # mandatory whatever the first did — no "if you did" in the text (6.5.d, 6.5.a)
            return "effect.same_condition_next"
        return "effect.same_player_next" if step.it_follows else "effect.if_you_did"
    return "effect.then_steps"


def nothing_done(step: Step) -> tuple[str, tuple[str, ...]]:
    """What the trace says when nothing of ``step`` happened, so its ``then`` steps do not:
    "if you did" is false (6.5.f) — there was nothing to act on, so the player did not
    start to do it; for "[X], then [Y it]" there is nothing for Y to act on (6.5.h) — after
    "the top N cards" of an empty Deck, nothing to keep resolving with (3.2.2.e)."""
    point = then_point(step)
    if point in ("effect.if_you_did", "effect.to_paid"):
        who = step.controller or "its controller"
        said = (
            f"{who} did not start to do it (nothing to act on), so what depends on it does "
            "not happen"
        )
        if point == "effect.to_paid":
            said += " — it is the cost of what follows, which cannot be paid in full"
        return said, why(point)
    rules = (*why("effect.then_steps"), *why("effect.nothing_to_act_on"))
    return "nothing was done, so the steps after it have nothing to act on", rules


def short_deck_rules(step: Step) -> tuple[str, ...]:
    """3.2.2.e for the steps after a step on "the top N cards" of a Deck holding fewer
    (which cites it, :mod:`engine.steps.choices`): they keep resolving with the cards there
    were."""
    rest = why("group.short_deck_rest")
    return rest if set(rest) <= set(step.rules) else ()


def left_out_note(
    state: GameState, step: Step, events: tuple[Event, ...]
) -> tuple[str, tuple[str, ...]]:
    """ "2 of the cards it names were moved by this effect ...": the objects of a step that
    acted on others but no longer exist — an earlier step of the effect moved them, and
    they are new objects it does not act on (2.1.d), or tokens that ceased to exist as they
    left play (2.1.e, :mod:`engine.why.gone_objects`). With its rules; empty when none is
    left out."""
    if not events or not step.source or step.the_others:
        return "", ()  # "Discard the others" names none of the cards chosen before (7.3.7.a)
    acted = {ev.object_id for ev in events}
    gone = [o for o in dict.fromkeys(step.objects) if o not in state.objects and o not in acted]
    if not gone:
        return "", ()
    many = len(gone) > 1
    if all_ceased(state, gone, known_cards(state, step), step.it_ceased):
        rules = why("effect.gone_token")
        what = f"{len(gone)} of the tokens it names" if many else "1 of the tokens it names"
        return (
            f"{what} ceased to exist when {'they' if many else 'it'} left play earlier in this "
            f"effect: not acted on ({', '.join(rules)})",
            rules,
        )
    rules = why("effect.gone_new_object")
    what = f"{len(gone)} of the objects it names were" if many else "1 of the objects it names was"
    return (
        f"{what} moved earlier by this effect: {'new objects' if many else 'a new object'}, "
        f"not acted on ({', '.join(rules)})",
        rules,
    )


def gigantic_left_notes(before: GameState, events: tuple[Event, ...]) -> tuple[str, ...]:
    """ "Giant Vanilla is Gigantic: one object in both of p1's Expeditions, it leaves them
    both at once": for each Gigantic Character an event moves out of the Expedition zone
    (7.4.4.b) — its card was in one Expedition, the object in both."""
    notes: list[str] = []
    for ev in events:
        oid = ev.object_id
        if (
            oid is None
            or oid not in before.objects
            or ev.from_zone is None
            or z.kind_of(ev.from_zone) is not ZoneKind.EXPEDITION
            or (ev.to_zone is not None and z.kind_of(ev.to_zone) is ZoneKind.EXPEDITION)
            or len(expeditions_of(before, oid)) < 2
        ):
            continue
        owner = before.objects[oid].controller
        notes.append(
            f"{before.name(oid)} is Gigantic: one object in both of {owner}'s Expeditions, "
            "it leaves them both at once, as one card"
        )
    return tuple(dict.fromkeys(notes))


def it_named_note(state: GameState, step: Step, it: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """What the trace adds to ``step``'s line when a step after it acts on "it" / "that
    [noun]" / "them": the objects named, as the table sees them (in a visible zone), with
    the rule that the step after is a step of its own acting on them (6.1.c; 6.5.b lets a
    later step's *target* be chosen again — a reference back is no new choice);
    nothing when no later step names them or one of them is hidden (3.1.3.f)."""
    if not it or not any(about_it(t) for t in step.then):
        return "", ()
    objects = [state.objects.get(o) for o in it]
    if any(o is None or z.kind_of(o.zone) in HIDDEN_ZONES for o in objects):
        return "", ()
    names = ", ".join(state.name(o) for o in it)
    # the card's word ("it", "they", "them", "that Character") is not kept by the reading:
    # no pronoun is quoted, so none the card does not say is put in its mouth
    return f" — the step after refers back to {names}, not chosen anew", why("effect.it_named")
