"""What printed replacing modifiers (6.2.b) watch and what they make of an atomic action,
beyond a new destination or a new kind of the same action on the same object
(:mod:`engine.pipeline.modifiers` does those).

Watching (:func:`narrows`, :func:`unattached_in_scope`):

* "If I would gain [[Fleeting]]" — a ``gain_status`` of that status only, not of every
  status (``ModifierSpec.status``);
* "... during Dusk" — only in that phase (``ModifierSpec.phase``);
* "... while I'm [[Boosted]]" — only while the bearer's condition holds (2.3.2.f,
  ``ModifierSpec.condition``);
* "If an [[Anchored]] Character would leave my Expedition" — the object acted on must
  match a filter (``ModifierSpec.watched``);
* "If my Expedition would move forward" — an Expedition atomic action of the Expedition
  the bearer is in (both of a Gigantic bearer's, 7.4.4.b); "one of your Expeditions" —
  an Expedition its controller controls; "If you would roll" — its controller's own
  player actions.

Results (:func:`replaced`), each the new atomic action the step does instead (6.2.b):

* "I gain [[Anchored]] instead" — the same object gains another status ("it loses
  [[Anchored]] instead": loses one, and stays where it is; "it loses all its boosts
  instead": all of a counter removed, 2.5.g);
* "I gain 2 boosts instead" — boosts in place of what was replaced (7.3.17.a);
* "it moves forward one more region instead" — the same move, farther (7.3.25.a; the far
  end still stops it, 7.3.25.d);
* "If my Expedition would move forward, you may discard me instead to draw two cards" —
  the bearer is discarded and the Expedition does not move; what follows "to" is done
  right after the step (``ModifierSpec.then``, as an alternative is, 6.2.e, 6.5.f);
* "If I would be discarded, draw a card instead" — a replacement *across kinds*: the
  replaced atomic action (on the bearer) does not happen at all, and the modifier's
  controller ("you") draws, Resupplies or Exhausted-Resupplies instead — a new atomic
  action on their own Deck, not the same card moved elsewhere. Only what happens becomes
  an event (6.2.m), so the Reactions to the replaced one do not activate
  (:func:`did_not_happen` says so in the trace);
* "instead roll that many dice plus one" — the roll itself is unchanged here: the dice
  were rolled and one kept as the roll was asked (:mod:`engine.steps.dice_choice`, 7.3.33.c).

Additive (:func:`added_object`): "also reveal the top card of your deck" on a roll.
"""

from __future__ import annotations

from engine.pipeline.atomic import propose
from engine.pipeline.deck_actions import DECK_TOP_ACTIONS
from engine.pipeline.keywords import MOVING_ACTIONS
from engine.reading.conditions import holds
from engine.reading.filters import matches
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import ModifierSpec
from engine.state.enums import BOOST, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import possessive
from engine.state.steps import AtomicAction, Step

PLAYER_RESULTS = DECK_TOP_ACTIONS
"""Actions a replacing modifier may do instead *for its controller* ("draw a card
instead"): they act on the player's own Deck, whatever the replaced action acted on —
the atomic actions that take the top card of a Deck (7.3.9, 7.3.31, 7.3.14)."""


_STATUS_RESULTS = (None, ActionKind.GAIN_STATUS, ActionKind.LOSE_STATUS)


def narrows(
    state: GameState, spec: ModifierSpec, a: AtomicAction, source: str, controller: str
) -> bool:
    """Whether the narrowing words of ``spec`` hold for ``a`` now — "gain [status]",
    "during [phase]", "while [condition]" (of the bearer ``source``, 2.3.2.f), "If an
    [[Anchored]] Character [in my Expedition] would ..." (the object acted on); a spec
    without them watches every action of its kind."""
    if spec.status is not None and a.status is not spec.status:
        return False
    if spec.phase is not None and state.phase is not spec.phase:
        return False
    if spec.watched is not None:
        if a.object_id is None or a.object_id not in state.objects:
            return False
        if not matches(state, a.object_id, spec.watched, controller, source):
            return False
    if spec.condition is not None and source in state.objects:
        return holds(spec.condition, state, controller, me=source)
    return True


def unattached_in_scope(
    state: GameState, scope: str, source: str, controller: str, a: AtomicAction
) -> bool:
    """Whether an atomic action on no object is one a modifier of ``scope`` watches: of an
    Expedition, "my Expedition" (``my_expedition``: where the bearer ``source`` is), "one
    of your Expeditions" (``mine``: its controller's); of a player ("If you would roll one
    or more dice"), ``mine`` is its controller's own; ``any`` watches all."""
    if scope == "any":
        return True
    if a.expedition is not None:
        if scope == "mine":
            return a.expedition.split(":")[0] == controller
        if scope == "my_expedition":
            return source in state.objects and a.expedition in expeditions_of(state, source)
        return False
    return scope == "mine" and a.player == controller


def added_object(
    state: GameState, spec: ModifierSpec, controller: str, a: AtomicAction
) -> str | None:
    """The object of the atomic action an additive modifier adds (6.2.c): the modified
    action's own — or, for "also reveal the top card of your deck" added to an action on
    no object (a roll, 7.3.33.a), the top card of its controller's Deck (none if empty)."""
    if spec.add_action is ActionKind.REVEAL and a.object_id is None:
        deck = state.zone(z.personal(ZoneKind.DECK, controller))
        return deck[0] if deck else None
    return a.object_id


def replaced(
    state: GameState, spec: ModifierSpec, controller: str, source: str, a: AtomicAction
) -> AtomicAction | None:
    """The atomic action ``spec`` (borne by ``source``) makes of ``a`` by its printed
    result, or ``None`` when its result is a new destination or a same-object kind change
    (done by the caller)."""
    if spec.extra_amount and a.kind is ActionKind.ROLL_DIE:
        return a  # the dice were rolled and one kept as the roll was asked (7.3.33.c)
    if spec.extra_amount:
        return replace(a, amount=a.amount + spec.extra_amount)
    if spec.replace_status is not None and spec.replace_action in _STATUS_RESULTS:
        # "I gain [[Anchored]]" / "it loses [[Anchored]]" instead.
        status_kind = spec.replace_action or ActionKind.GAIN_STATUS
        # the modifier's bearer gives it, not the replaced action's effect (2.4.1.e, 6.2.b)
        by = (
            f"{possessive(state.name(source))} passive ability" if source in state.objects else None
        )
        return replace(
            a,
            kind=status_kind,
            status=spec.replace_status,
            to_zone=None,
            source=by,
            rule_origin=None,
        )
    kind = spec.replace_action
    if kind is None:
        return None
    if kind in PLAYER_RESULTS and not (a.kind in DECK_TOP_ACTIONS and a.player is not None):
        # Across kinds: the controller of the modifier does it, on their own Deck; the
        # replaced action's object stays where it is.
        step = Step(kind, controller=controller, players=(controller,), amount=1)
        made = propose(state, step)
        first = made[0] if made else AtomicAction(kind, player=controller, amount=0)
        # "draw two cards instead": one atomic action standing for that many, split into one
        # per card by :func:`each_card` once every modifier has applied.
        return replace(
            first,
            controller=a.controller,
            modifiers=a.modifiers,
            rules=(*a.rules, *first.rules),
            amount=max(spec.replace_amount, 1) if made else 0,
        )
    if kind in MOVING_ACTIONS and a.object_id is None and source in state.objects:
        # "If my Expedition would move forward, you may discard me instead": the bearer
        # moves, the Expedition does not.
        made = propose(state, Step(kind, controller=controller, objects=(source,)))
        if made:
            return replace(made[0], modifiers=a.modifiers, rules=(*a.rules, *made[0].rules))
    if kind is ActionKind.REMOVE_COUNTERS and spec.replace_counter and a.object_id is not None:
        # "it loses all its boosts instead": the object stays, its counters go (2.5.g).
        held = state.objects[a.object_id].counters.get(spec.replace_counter, 0)
        return replace(
            a, kind=kind, counter=spec.replace_counter, amount=held, status=None, to_zone=None
        )
    if kind is ActionKind.GIVE_BOOST and spec.replace_amount:
        return replace(a, kind=kind, counter=BOOST, status=None, amount=spec.replace_amount)
    return None


def each_card(state: GameState, a: AtomicAction) -> tuple[AtomicAction, ...]:
    """A Draw or Resupply done instead of ``a.amount`` cards ("draw two cards instead") as
    that many atomic actions, one per card from the top of the player's Deck (7.3.9.a,
    7.3.31.a); a draw beyond the cards left does nothing (:func:`only_drawable`)."""
    if a.kind not in PLAYER_RESULTS or a.amount <= 1 or a.player is None:
        return (a,)
    deck = state.zone(z.personal(ZoneKind.DECK, a.player))
    return tuple(
        replace(a, amount=1, object_id=deck[i] if i < len(deck) else None) for i in range(a.amount)
    )


def did_not_happen(state: GameState, before: AtomicAction, after: AtomicAction) -> str:
    """What a replacing modifier stopped from happening, in words, when it changed the
    kind of the atomic action or what it acts on ("the discard of Keeper does not
    happen"); "" when it only changed how (a destination, an amount). Only the modified
    step becomes an event and is tested for Reactions (6.2.m)."""
    if after.instead_effect:
        # A player's Resupply or draw: theirs, not the hidden card it would have taken.
        mine = before.kind in PLAYER_RESULTS and before.player is not None
        who = before.player if mine else _who(state, before)
        return f"the {before.kind.value.replace('_', ' ')} of {who} does not happen"
    if before.kind is ActionKind.GAIN_STATUS and (after.kind, after.status) != (
        before.kind,
        before.status,
    ):
        return f"{_who(state, before)} does not gain {_status(before)}"
    if (after.kind, after.object_id, after.expedition) == (
        before.kind,
        before.object_id,
        before.expedition,
    ):
        return ""
    return f"the {before.kind.value.replace('_', ' ')} of {_who(state, before)} does not happen"


def _who(state: GameState, a: AtomicAction) -> str:
    if a.object_id is not None and a.object_id in state.objects:
        return state.name(a.object_id)
    if a.expedition is not None:
        owner, which = a.expedition.split(":")
        return f"{owner}'s {which.capitalize()} Expedition"
    return a.player or "nothing"


def _status(a: AtomicAction) -> str:
    return a.status.value if a.status is not None else "a status"


def only_drawable(
    state: GameState, actions: tuple[AtomicAction, ...], notes: list[str]
) -> tuple[AtomicAction, ...]:
    """The atomic actions of one step without the draws a Deck has no card left for: a draw
    done instead ("If I would be discarded, draw a card instead") from an empty Deck, or
    beyond the cards left when several draws and Resupplies of one step take from it, does
    nothing (7.3.9.a) — said in ``notes``. Which card each takes is decided as it is
    performed (:func:`engine.pipeline.deck_actions.top_card_now`); a Resupply from an empty
    Deck still shuffles first (7.3.31.c)."""
    left: dict[str, int] = {}
    out: list[AtomicAction] = []
    for a in actions:
        if a.kind in PLAYER_RESULTS and a.player is not None:
            deck = state.zone(z.personal(ZoneKind.DECK, a.player))
            if a.object_id is None or a.object_id in deck:
                cards = left.setdefault(a.player, len(deck))
                if cards == 0 and a.kind is ActionKind.DRAW:
                    notes.append(f"{a.player}'s Deck has no card left: nothing is drawn")
                    continue
                left[a.player] = max(cards - 1, 0)
        out.append(a)
    return tuple(out)
