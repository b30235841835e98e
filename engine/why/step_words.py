"""A step of an effect said as a sentence, in the keyword actions' own verbs (7.3).

An effect's step carries its source and the atomic action it performs (``Step.kind``); its
label joins the two ("Bugfix: spend counters") for the trace's first words. What a player is
asked and what they answered read as a judge says them: the action in the imperative, with its
amount, counter, status, destination and the objects it acts on where they are known ("spend 1
Kelon counter from Kelon Cylinder", "give 1 boost to Vanilla 2/2/2", "put Ada Lovelace in
Reserve") — never the action's internal name after a colon ("you may: Bugfix: spend counters").

:data:`VERBS` gives each atomic action its verb phrase in the imperative and in the third person
("{o}" is where the objects go), :func:`doing` builds the imperative from a step,
:func:`will_do` what an action given by its name will do to its objects (the timeline's
"Bugfix will spend counters from Kelon Cylinder"). Words only: no rule is cited here.
"""

from __future__ import annotations

from dataclasses import replace

from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import ANY_COUNTER, BOOST, ZoneKind
from engine.state.game_state import GameState
from engine.state.moved_counters import given_as_moved
from engine.state.said import count_of, zone_words
from engine.state.steps import Step

VERBS: dict[ActionKind, tuple[str, str]] = {
    ActionKind.ACTIVATE: ("activate {o}", "activates {o}"),
    ActionKind.AFTER_YOU: ("After You", "says After You"),
    ActionKind.ASCEND: ("have {o} ascend", "has {o} ascend"),
    ActionKind.AUGMENT: ("augment {o}", "augments {o}"),
    ActionKind.CREATE: ("create {o}", "creates {o}"),
    ActionKind.DEFECT: ("have {o} defect", "has {o} defect"),
    ActionKind.DISCARD: ("discard {o}", "discards {o}"),
    ActionKind.DOUBLE_COUNTERS: ("double the counters on {o}", "doubles the counters on {o}"),
    ActionKind.DRAW: ("draw {o}", "draws {o}"),
    ActionKind.ENTER_PLAY: ("put {o} into play", "puts {o} into play"),
    ActionKind.EXCHANGE_BOOSTS: (
        "exchange the boosts of {o}",
        "exchanges the boosts of {o}",
    ),
    ActionKind.EXCHANGE: ("exchange {o}", "exchanges {o}"),
    ActionKind.EXHAUST: ("exhaust {o}", "exhausts {o}"),
    ActionKind.EXHAUSTED_RESUPPLY: ("resupply, the card exhausted", "resupplies, exhausted"),
    ActionKind.GAIN_COUNTERS: ("give counters to {o}", "gives counters to {o}"),
    ActionKind.GAIN_STATUS: ("give a status to {o}", "gives a status to {o}"),
    ActionKind.GIVE_BOOST: ("give a boost to {o}", "gives a boost to {o}"),
    ActionKind.HAVE_DO: ("have {o} do it", "has {o} do it"),
    ActionKind.IGNORE: ("ignore {o}", "ignores {o}"),
    ActionKind.LEAVE_PLAY: ("have {o} leave play", "has {o} leave play"),
    ActionKind.LOSE_STATUS: ("take a status from {o}", "takes a status from {o}"),
    ActionKind.MAKE_GIFT: ("make a gift of {o}", "makes a gift of {o}"),
    ActionKind.MOVE_TERRAIN_MARKER: ("move a Terrain Marker", "moves a Terrain Marker"),
    ActionKind.MOVE_BACKWARDS: ("move {o} backwards", "moves {o} backwards"),
    ActionKind.MOVE_FORWARD: ("move {o} forward", "moves {o} forward"),
    ActionKind.PLAY_FOR_FREE: ("play {o} for free", "plays {o} for free"),
    ActionKind.PUT: ("put {o}", "puts {o}"),
    ActionKind.READY: ("ready {o}", "readies {o}"),
    ActionKind.RECEIVE_GIFT: ("receive a gift", "receives a gift"),
    ActionKind.RECEIVE_TOKEN: ("receive {o}", "receives {o}"),
    ActionKind.RESUPPLY: ("resupply", "resupplies"),
    ActionKind.RETURN: ("return {o}", "returns {o}"),
    ActionKind.ROLL_DIE: ("roll a die", "rolls a die"),
    ActionKind.RUSH: ("Rush {o}", "Rushes {o}"),
    ActionKind.SABOTAGE: ("sabotage {o}", "sabotages {o}"),
    ActionKind.SACRIFICE: ("sacrifice {o}", "sacrifices {o}"),
    ActionKind.SEND: ("send {o}", "sends {o}"),
    ActionKind.SPEND_COUNTERS: ("spend counters from {o}", "spends counters from {o}"),
    ActionKind.SWITCH_EXPEDITIONS: (
        "switch the Expeditions of {o}",
        "switches the Expeditions of {o}",
    ),
    ActionKind.TAKE_CONTROL: ("take control of {o}", "takes control of {o}"),
    ActionKind.MOVE: ("move {o}", "moves {o}"),
    ActionKind.PAY_MANA: ("pay mana", "pays mana"),
    ActionKind.CREATE_EMBLEM: ("create an Emblem", "creates an Emblem"),
    ActionKind.CEASE_TO_EXIST: ("have {o} cease to exist", "has {o} cease to exist"),
    ActionKind.SHUFFLE: ("shuffle {o}", "shuffles {o}"),
    ActionKind.BECOME_FIRST_PLAYER: ("become first player", "becomes first player"),
    ActionKind.PASS: ("pass", "passes"),
    ActionKind.CREATE_ONGOING: ("create an Emblem-Ongoing", "creates an Emblem-Ongoing"),
    ActionKind.PLAY: ("play {o}", "plays {o}"),
    ActionKind.REVEAL: ("reveal {o}", "reveals {o}"),
    ActionKind.PLACE_TERRAIN_MARKER: ("place a Terrain Marker", "places a Terrain Marker"),
    ActionKind.CHOOSE_MODES: ("choose modes", "chooses modes"),
    ActionKind.REMOVE_COUNTERS: ("remove counters from {o}", "removes counters from {o}"),
    ActionKind.WIN_GAME: ("win the game", "wins the game"),
    ActionKind.LOOK: ("look at {o}", "looks at {o}"),
}
"""Each atomic action's verb phrase, imperative and third person, in the words of its rule
(7.3's keyword actions, then the rules' own actions); ``{o}`` stands for its objects. The
imperative says a step to the player who decides it, and follows "will" where an effect's
objects are chosen; the third person says what a player did."""

_ZONES = {
    ZoneKind.HAND: "in Hand",
    ZoneKind.DECK: "in the Deck",
    ZoneKind.RESERVE: "in Reserve",
    ZoneKind.DISCARD: "in the Discard pile",
    ZoneKind.MANA: "in the Mana zone",
    ZoneKind.LANDMARK: "in Landmarks",
    ZoneKind.EXPEDITION: "in an Expedition",
}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _counters(step: Step) -> str:
    """ "1 Kelon counter", "1 boost" (a boost counter, 2.5.1.b), "up to 2 counters" (2.5)."""
    named = "" if step.counter == ANY_COUNTER else step.counter  # of any name (2.5)
    name = "boost" if named == BOOST else f"{named} counter".lstrip()
    if step.amounts:
        return f"up to {_plural(max(step.amounts), name)}"
    return _plural(step.amount, name)


def doing(state: GameState, step: Step) -> str:
    """What ``step`` does, in the imperative, with its objects where it has them: "spend 1
    Kelon counter from Kelon Cylinder", "give 1 boost to Vanilla 2/2/2", "draw 2 cards"."""
    named = [state.name(o) for o in step.objects if o in state.objects]
    named += [zone_words(z.zone_of_expedition(e)) for e in step.expeditions]
    names = ", ".join(named)
    k = step.kind
    if k is ActionKind.HAVE_DO and step.does is not None:  # "have [objects] do [this]"
        said = doing(state, replace(step, kind=step.does))
        return said if said.startswith("have ") or not names else f"have {names} {said}"
    if k is ActionKind.GIVE_BOOST:
        return f"give {_plural(step.amount, 'boost')}" + (f" to {names}" if names else "")
    if k in (ActionKind.SPEND_COUNTERS, ActionKind.REMOVE_COUNTERS):
        verb = "spend" if k is ActionKind.SPEND_COUNTERS else "remove"
        return f"{verb} {_counters(step)}" + (f" from {names}" if names else "")
    if k is ActionKind.GAIN_COUNTERS:
        return f"give {_counters(step)}" + (f" to {names}" if names else "")
    if k in (ActionKind.GAIN_STATUS, ActionKind.LOSE_STATUS) and step.status is not None:
        verb = "gain" if k is ActionKind.GAIN_STATUS else "lose"
        return f"have {names} {verb} {step.status.value}" if names else f"{verb} {step.status}"
    if k in (ActionKind.DRAW, ActionKind.RESUPPLY) and not names:
        return "draw " + _plural(step.amount, "card") if k is ActionKind.DRAW else "resupply"
    if k is ActionKind.CREATE and step.token is not None and not names:
        return f"create {_plural(step.amount, step.token.name + ' token')}"
    said = VERBS.get(k, (k.value.replace("_", " "), ""))[0]
    said = said.replace(" {o}", f" {names}" if names else "").replace("{o}", names)
    if k in (ActionKind.PUT, ActionKind.RETURN, ActionKind.SEND) and step.to_zone in _ZONES:
        said += f" {_ZONES[step.to_zone]}" if k is ActionKind.PUT else ""
    return said


def bare(kind: ActionKind) -> str:
    """An action's verb phrase without its objects: "give a boost", "play for free",
    "exchange the boosts", "cease to exist" (what a skipped step would have done)."""
    verb = VERBS.get(kind, (kind.value.replace("_", " "), ""))[0]
    verb = verb.removeprefix("have {o} ").replace(" {o}", "").replace("{o}", "")
    for word in (" to", " from", " of", " on", " at"):
        verb = verb.removesuffix(word)
    return verb


_NAMES = frozenset(k.value.replace("_", " ") for k in ActionKind)


def default_label(step: Step) -> bool:
    """Whether ``step``'s label is its source and an action's name ("Bugfix: spend counters",
    "Hasty Orders: rush" for a step played as Rush; :func:`engine.steps.subjects.instantiate`),
    which :func:`doing` says as a sentence."""
    name = step.label.removeprefix(f"{step.source}: ") if step.source else step.label
    return name in _NAMES


def asked(state: GameState, step: Step, what: str) -> str:
    """A question or answer about ``step`` as a sentence: ``what`` ("you may", "p1 chooses
    to") and the step in the imperative, after its source ("Bugfix: you may spend 1 Kelon
    counter"); a step with its own label keeps it ("you may: Rest: lose Asleep")."""
    if not default_label(step):
        source, colon, rest = step.label.partition(": ")
        if colon and step.source == source and rest[:1].islower() and ": " not in rest:
            # "The Grems: you may choose 1", "The Grems: p1 chooses 1"
            return f"{source}: {what} {rest}".replace(" chooses to choose ", " chooses ")
        return f"{what}: {step.label}"
    source = f"{step.source}: " if step.source and step.label.startswith(step.source) else ""
    return f"{source}{what} {doing(state, step)}"


def will_do(action: str, objects: str) -> str:
    """What an action given by its name will do to ``objects``: ("spend counters", "Kelon
    Cylinder") -> "will spend counters from Kelon Cylinder"; "" when ``action`` is no
    action's name or takes no objects."""
    try:
        kind = ActionKind(action.replace(" ", "_"))
    except ValueError:
        return ""
    verb = VERBS.get(kind, ("", ""))[0]
    return f"will {verb.replace('{o}', objects)}" if "{o}" in verb else ""


_HOW_MANY: dict[ActionKind, str] = {
    ActionKind.REMOVE_COUNTERS: "{c}counters to remove",
    ActionKind.SPEND_COUNTERS: "{c}counters to spend",
    ActionKind.GAIN_COUNTERS: "{c}counters to give",
    ActionKind.GIVE_BOOST: "boosts to give",
    ActionKind.DRAW: "cards to draw",
    ActionKind.DISCARD: "cards to discard",
}
"""What an amount a player chooses counts ("up to 2 counters", 2.5; "up to 2 cards")."""


def to_do(step: Step) -> str:
    """Whose choice, and for what, after a prompt's object: "to sabotage for Gust"; a step
    with its own label: "for [label]". A move's two targets (7.3.15.a, both chosen before it
    resolves, 6.5.b) say the move: "for Boost Shift to move 2 boosts from", then "for Boost
    Shift to move them to" — not its two atomic actions' words ("to remove counters")."""
    moving = _moving(step)
    if not default_label(step) or not step.source:
        return f"for {step.label or bare(step.kind)}{moving and ' ' + moving}"
    if moving:
        return f"for {step.source} {moving}"
    return f"to {bare(step.kind)} for {step.source}"


def _moving(step: Step) -> str:
    """ "to move 2 boosts from" for the first target of a move, "to move them to" for its
    second (:mod:`engine.state.moved_counters`); "" for any other step."""
    if step.moved_from:
        return "to move them to"
    if given_as_moved(step) is None:
        return ""
    noun = "boost" if step.counter == BOOST else f"{step.counter} counter"
    if step.amounts:  # ia39: "Move up to N …", the number not chosen yet (6.1.g)
        return f"to move up to {count_of(max(step.amounts), noun)} from"
    return f"to move {count_of(step.amount, noun)} from"


def how_many(step: Step) -> str:
    """The prompt of an amount the step's controller chooses ("remove up to 2 counters"):
    "choose how many counters to remove for Qorgan Informant"."""
    what = _HOW_MANY.get(step.kind)
    if what is not None and given_as_moved(step) is not None:
        what = "{c}counters to move" if step.counter != BOOST else "boosts to move"
    if what is None or not default_label(step) or not step.source:
        return f"choose how many for {step.label or bare(step.kind)}"
    named = f"{step.counter} " if step.counter not in ("", ANY_COUNTER) else ""
    return f"choose how many {what.format(c=named)} for {step.source}"


def whose(step: Step) -> str:
    """What a prompt's brackets say the choice is for: the effect's source ("Seize"), or
    the step's own label when it has one."""
    return step.source if default_label(step) and step.source else step.label
