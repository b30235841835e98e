"""Running a scenario: build the state, play the script, stop at the first decision the
script does not answer (or the game's end, or an ``until``)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from engine import (
    ACTION_RULES,
    CardType,
    Decision,
    DecisionKind,
    EngineError,
    GameState,
    PermanentZone,
    Step,
    Task,
    TaskKind,
    TraceEntry,
    ZoneKind,
    answer,
    play_card,
    play_quick_action,
    request,
    step,
)
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import OngoingSpec
from engine.state.plain_orbs import card_name_words, handles_said
from engine.state.said import zone_words
from engine.steps.loop_bound import go_on, is_loop_stop, loop_bound_of
from engine.why.labels import table_names
from engine.why.step_words import doing
from engine.why.trace import Unnamed, named_rules, named_text, unnamed_parts
from scenarios.cards.vocabulary import DURATIONS, normalise
from scenarios.scenario.build import build_state
from scenarios.scenario.edit_items import apply_edit, edit_words
from scenarios.scenario.judge_words import answered, how_many, legal_words, without_ids
from scenarios.scenario.load import Scenario, request_problems
from scenarios.scenario.meaning import option_by_meaning
from scenarios.scenario.models import (
    AnswerModel,
    PlayRef,
    QuickActionRef,
    RefusedModel,
    RequestModel,
    ScriptItem,
)

STEP_LIMIT = 20_000
GO_ON_WORDS = (
    "note: the app stopped a loop of Reactions at its bound; to go on with it as the rules "
    "would (1.4.6.c), add the script item `loop: go_on` after this point"
)
"""What `scenario run` says after the line of a loop stopped at the app's bound."""


@dataclass(frozen=True, slots=True)
class Line:
    """One printed line: an engine trace entry, or what the script did."""

    text: str
    rules: tuple[str, ...] = ()
    action_rules: tuple[str, ...] = ()
    source: str = "engine"  # "engine", "script", "note" (how to go on) or "error"
    decision: str | None = None
    unnamed: tuple[Unnamed, ...] = ()  # parts of ``text`` leaving a hidden card unnamed
    also: tuple[str, ...] = ()  # rules only relevant to the line, none deciding it
    actions: tuple[str, ...] = ()
    """The atomic actions the line's events performed, by the name a step's label gave them
    until the line said them as sentences ("give boost"), and the line's earlier words
    ("Offering: sacrifice: Vanilla 2/2/2", engine/why/step_lines.py): files written earlier
    quote them."""

    def shown(self, zones: Iterable[str] | None = None) -> str:
        """The line naming the hidden cards of the zone kinds ``zones`` ("hand", "deck"),
        or every card (``None``: the judge's view); ``text`` is the table's (3.1.3.f)."""
        return named_text(self.text, self.unnamed, zones)

    def shown_rules(self, zones: Iterable[str] | None = None) -> tuple[str, ...]:
        """The rules the line cites where it names the hidden cards of ``zones`` (a note
        about a card in a Hand cites 1.2.4.d only where that card is named)."""
        return named_rules(self.rules, self.unnamed, zones)


@dataclass(frozen=True, slots=True)
class Refusal:
    """What the engine answered to a script item the scenario expects it to refuse
    (``refused:``): whether it refused, the rules its refusal cites and what it said."""

    index: int  # the item's index in the script
    line: int  # the item's line in the file
    expected: RefusedModel
    refused: bool
    rules: tuple[str, ...] = ()
    text: str = ""


@dataclass
class RunResult:
    """Everything a run produced."""

    scenario: Scenario
    state: GameState
    refs: dict[str, str]
    lines: list[Line] = field(default_factory=list)
    entries: list[TraceEntry] = field(default_factory=list)
    stop: str = ""
    errors: list[str] = field(default_factory=list)
    gaps: list[str] = field(default_factory=list)
    unanswered_script: int = 0
    rolls_left: tuple[int, ...] = ()  # stated die results no roll used (7.3.33.a)
    refusals: list[Refusal] = field(default_factory=list)  # the items expected refused

    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    def cited(self) -> set[str]:
        """Rules cited by the trace: by the engine, and the keyword-action rules of the
        atomic actions performed (7.3.n.a) — in either view: the table's, where a hidden
        card is "a card" (3.1.3.f), and the judge's, where it is named."""
        found: set[str] = set()
        for line in self.lines:
            found.update(line.rules)  # told to the table
            found.update(line.shown_rules())  # the judge's view: every card named
            found.update(line.action_rules)
        return found

    def also_cited(self) -> set[str]:
        """Rules the trace names as only relevant to a line, none deciding it (a line's
        ``also``: engine/why/deciding.py)."""
        return {rule for line in self.lines for rule in line.also}


class ScriptError(Exception):
    """A script item that cannot be carried out."""


def keyword_action_rules(entry: TraceEntry) -> tuple[str, ...]:
    """The rules of the keyword actions (7.3) ``entry``'s events performed that its own
    rules do not cite already."""
    rules = [ACTION_RULES[e.kind] for e in entry.events if e.kind in ACTION_RULES]
    return tuple(r for r in dict.fromkeys(rules) if r not in entry.rules)


class Runner:
    """Drives the engine for one scenario."""

    def __init__(self, scenario: Scenario, rolls: tuple[int, ...] | None = None) -> None:
        self.scenario = scenario
        state, refs = build_state(scenario)
        self.result = RunResult(scenario, state, refs)
        # What the dice show, in order (``rolls:`` or a die-roll branch, 7.3.33.a).
        self.rolls = list(scenario.model.rolls if rolls is None else rolls)
        # The board just before the app last stopped a loop of Reactions (``loop: go_on``).
        self.before_stop: GameState | None = None

    # ------------------------------------------------------------------ state access
    @property
    def state(self) -> GameState:
        return self.result.state

    def record(self, entry: TraceEntry) -> None:
        self.result.entries.append(entry)
        self.result.lines.append(
            Line(
                entry.text,
                entry.rules,
                keyword_action_rules(entry),
                "engine",
                entry.decision,
                entry.unnamed,
                entry.also,
                quoted_words(entry),
            )
        )

    def say(self, text: str, unnamed: tuple[Unnamed, ...] = ()) -> None:
        self.result.lines.append(Line(text, source="script", unnamed=unnamed))

    def advance(self, until: object = None) -> None:
        """Step until a decision is pending, the game is over, the agenda is empty, or the
        phase ``until`` is about to begin."""
        for n in range(STEP_LIMIT):
            s = self.state
            if s.pending is not None and s.pending.kind == DecisionKind.ROLL_DIE and self.rolls:
                self.roll(s.pending)
                continue
            if s.pending is not None or s.game_over or not s.agenda:
                return
            task = s.agenda[0]
            begins = task.kind == TaskKind.BEGIN_PHASE and task.phase == until
            if until is not None and begins and n > 0:
                return
            self.result.state, entry = step(s)
            self.record(entry)
            if is_loop_stop(entry):  # kept, so that ``loop: go_on`` goes on from here
                self.before_stop = s
                self.result.lines.append(Line(GO_ON_WORDS, source="note"))
        raise ScriptError(f"no decision after {STEP_LIMIT} engine steps (endless loop?)")

    def go_on_with_loop(self) -> None:
        """``loop: go_on``: the judge goes on with the loop of Reactions the app stopped at
        its bound, as the rules would (1.4.6.c): the board returns to just before the last
        stop, its Reactions waiting, with the game's loop bound raised (``engine.go_on``).
        Before any stop, the bound is raised ahead for the loops to come."""
        if self.before_stop is not None:
            self.result.state = go_on(self.before_stop)
            self.before_stop = None
            done = "the board returns to just before the app stopped it, and"
        else:
            self.result.state = go_on(self.state)
            done = "no loop was stopped yet;"
        self.say(
            "script: the judge goes on with the loop of Reactions, as the rules would "
            f"(1.4.6.c): {done} the app stops a loop again at "
            f"{loop_bound_of(self.state):,} tokens and Emblems"
        )

    def play_reactions_in_order(self) -> None:
        """``reactions: in_order``: run the engine, answering every Reaction order choice
        (4.4.b: asked of the first player in initiative order with a Reaction waiting) with
        the Reaction activated first, until no such choice is asked — no Reaction waits, the
        game asks another decision or ends, or the app's bound stops a loop of Reactions the
        rules let run on (1.4.6.c, ``engine/steps/loop_bound.py``), whose line says so. A
        loop the bound does not stop ends by the hundred-a-day count (1.4.6.c)."""
        chosen = 0
        while True:
            self.advance()
            d = self.state.pending
            if self.state.game_over or d is None or d.kind != DecisionKind.CHOOSE_REACTION:
                break
            if chosen >= STEP_LIMIT:
                raise ScriptError(f"Reactions still waiting after {STEP_LIMIT:,} choices")
            self.result.state, entry = answer(self.state, d.id, (d.options[0].id,))
            self.record(entry)
            chosen += 1
        times = "choice" if chosen == 1 else "choices"
        self.say(
            f"script: Reactions played in the order they were activated ({chosen:,} "
            f"{times} answered); no Reaction order choice is left"
        )

    def roll(self, d: Decision) -> None:
        """Answer a die roll with the next stated result (7.3.33.a)."""
        value = self.rolls.pop(0)
        self.say(f"script: {d.player} rolls a die: {value} (rolls)")
        self.result.state, entry = answer(self.state, d.id, (str(value),))
        self.record(entry)

    # ------------------------------------------------------------------ references
    def _ref_words(self, choice: str) -> str:
        """A script's choice as a judge reads it: a ref (the file's own name for a card) is
        the card's name, an Expedition's id (``p1:hero``) or a zone's key (``reserve:p1``)
        the zone's words ("p1's hero Expedition"); anything else as the script says it."""
        card_id = self.result.refs.get(choice)
        card = self.state.cards.get(card_id) if card_id is not None else None
        if card is not None:
            return card_name_words(card)
        if choice in self.state.expedition_ids():
            return zone_words(z.zone_of_expedition(choice))
        if choice in self.state.zones:
            return zone_words(choice)
        return handles_said(choice)  # a Mana Orb's handle "p1 orb 1" is no card's name

    def object_id(self, ref: str, zones: tuple[str, ...] | None = None) -> str:
        """The object a script names: a ref, or a card name (unique among ``zones``)."""
        s = self.state
        if ref in self.result.refs:
            oid = s.card_objects.get(self.result.refs[ref])
            if oid is None:
                raise ScriptError(f"{ref!r} no longer exists")
            return oid
        hits = [
            oid
            for oid, o in s.objects.items()
            if o.card_id is not None
            and s.cards[o.card_id].name.casefold() == ref.casefold()
            and (zones is None or o.zone in zones)
        ]
        if len(hits) == 1:
            return hits[0]
        where = f" in {', '.join(zone_words(k) for k in zones)}" if zones else ""
        if not hits:
            raise ScriptError(f"no object named {ref!r}{where}")
        raise ScriptError(f"{len(hits)} objects named {ref!r}{where}; give the card a 'ref'")

    # ------------------------------------------------------------------ script items
    def refuse(self, index: int, line: int, item: ScriptItem) -> None:
        """Carry out ``item``, which the scenario expects the engine to refuse: the refusal
        is a trace line citing the engine's rule, the state stays as it was (the engine's
        functions change nothing when they refuse) and the script goes on. An item the
        engine carries out instead stops the script: what follows would not be the run
        the scenario describes."""
        expected = item.refused
        assert expected is not None
        try:
            self.do(item, refusing=True)
        except EngineError as exc:
            rule = getattr(exc, "rule", None)
            rules = (rule, *getattr(exc, "also", ())) if isinstance(rule, str) else ()
            said = without_ids(self.state, str(exc))
            self.result.lines.append(Line(f"refused: {said}", rules, source="refusal"))
            self.result.refusals.append(Refusal(index, line, expected, True, rules, said))
            return
        self.result.refusals.append(Refusal(index, line, expected, False))
        raise ScriptError(
            "the engine did not refuse it (the scenario expects a refusal citing "
            f"{', '.join(expected.cites)})"
        )

    def do(self, item: ScriptItem, refusing: bool = False) -> None:
        """Carry out one script item; ``refusing``: the scenario expects the engine to
        refuse it, so the engine, not the script's own checks, decides (5.1.1.b)."""
        if item.until is not None:
            self.advance(until=item.until)
            self.say(f"script: run until {item.until.value} begins")
            return
        if item.request is not None:
            self.do_request(item.request)
            return
        if item.reactions is not None:
            self.play_reactions_in_order()
            return
        if item.loop is not None:
            self.go_on_with_loop()
            return
        if item.edit is not None:  # the judge changes the board by hand, outside the rules
            self.say(f"script: {edit_words(item.edit)}")
            self.result.state = apply_edit(self.state, item.edit, self.object_id)
            return
        self.advance()
        if self.state.game_over:
            raise ScriptError("the game is over")
        if item.play is not None:
            self.do_play(item.play, refusing)
        elif item.pass_ is not None:
            self.do_answer(AnswerModel(choose=("pass",), player=item.pass_), turn_only=True)
        elif item.answer is not None:
            self.do_answer(item.answer, refusing=refusing)
        elif item.quick_action is not None:
            self.do_quick_action(item.quick_action, refusing)

    def _pending(self) -> Decision:
        d = self.state.pending
        if d is None:
            raise ScriptError("no decision is pending")
        return d

    def do_play(self, play: PlayRef, refusing: bool = False) -> None:
        s = self.state
        players = (play.player,) if play.player else s.players
        kinds: tuple[ZoneKind, ...] = (ZoneKind.HAND, ZoneKind.RESERVE)
        if play.source is not None:
            kinds = (ZoneKind(play.source),)
        zones = tuple(z.personal(k, p) for p in players for k in kinds)
        oid = self.object_id(play.card, zones)
        player = s.objects[oid].owner
        card = s.card(oid)
        assert card is not None
        dest = play.to or _default_dest(card.type, card.permanent_zone)
        d = self._pending()
        if not refusing and (d.kind != DecisionKind.TURN or d.player != player):
            raise ScriptError(
                f"cannot play {card.name}: the pending decision is {d.player}: {d.prompt}"
            )
        where = s.objects[oid].zone.split(":")[0]
        self.say(f"script: {player} plays {card.name} from {where} ({dest})")
        self.result.state, entry = play_card(s, player, oid, dest)
        self.record(entry)

    def do_quick_action(self, quick: QuickActionRef, refusing: bool = False) -> None:
        """Play a quick action (5.3) as the pending turn effect of the object's controller."""
        s = self.state
        zones = None
        if quick.player is not None:
            zones = tuple(k for k in s.zones if z.player_of(k) == quick.player)
        oid = self.object_id(quick.card, zones)
        player = quick.player or s.objects[oid].controller
        d = self._pending()
        if not refusing and (d.kind != DecisionKind.TURN or d.player != player):
            raise ScriptError(
                f"cannot play the quick action of {s.name(oid)}: the pending decision is "
                f"{d.player}: {d.prompt}"
            )
        self.say(f"script: {player} plays quick action {quick.ability} of {s.name(oid)}")
        self.result.state, entry = play_quick_action(s, player, oid, quick.ability)
        self.record(entry)

    def do_answer(self, ans: AnswerModel, turn_only: bool = False, refusing: bool = False) -> None:
        d = self._pending()
        if turn_only and d.kind != DecisionKind.TURN:
            raise ScriptError(f"cannot pass: the pending decision is {d.player}: {d.prompt}")
        if ans.player is not None and ans.player != d.player:
            raise ScriptError(
                f"the pending decision is {d.player}'s ({d.prompt}), not {ans.player}'s"
            )
        picked: list[str] = []
        for c in ans.choose:  # a name said twice picks two of its identical options
            picked.append(self._option(d, c, refusing, frozenset(picked)))
        chosen = tuple(picked)
        # The script's own words name the card chosen; told to the table, a card some
        # player cannot look at is "a card in p1's Hand" (3.1.3.f).
        objects = tuple(c for c in chosen if c in self.state.objects)
        shown = d.resume.step.it if d.resume.step is not None else ()  # revealed "these cards"
        said, _, zones = table_names(self.state, objects, frozenset(shown))
        # a ref the file gave a card ("companion_side") is the file's word: the card's name
        words = tuple(self._ref_words(c) for c in ans.choose)
        full = f"script: {d.player} answers {answered(words)}"
        told = f"script: {d.player} answers {said}" if zones else full
        self.say(told, unnamed_parts(told, full, zones))
        wrong_count = not d.min_choices <= len(set(chosen)) <= d.max_choices
        if not refusing and (wrong_count or len(set(chosen)) < len(chosen)):
            raise ScriptError(
                f"{d.player} must choose {how_many(d)} for {d.prompt!r}; the script answers "
                f"{answered(ans.choose)}; legal: {legal_words(self.state, d)}"
            )
        self.result.state, entry = answer(self.state, d.id, chosen)
        self.record(entry)

    def _option(
        self,
        d: Decision,
        choice: str,
        refusing: bool = False,
        taken: frozenset[str] = frozenset(),
    ) -> str:
        folded = choice.casefold()
        said = [o.id for o in d.options if o.id == choice or o.label.casefold() == folded]
        if said:  # identical labels said twice: the next one not yet picked
            return next((o for o in said if o not in taken), said[0])
        try:
            oid = self.object_id(choice)
        except ScriptError:
            oid = None
        if oid is not None and oid in d.option_ids():
            return oid
        named = [o for o in d.options if self.state.name(o.id).casefold() == choice.casefold()]
        if named and len({_unnumbered(o.label) for o in named}) == 1:
            # identical options (same effect, same objects): the first not yet picked
            return next((o.id for o in named if o.id not in taken), named[0].id)
        # A part of one option's label that no other option's has ("companion Expedition
        # (second of 2)") picks it, e.g. among identical Emblem-Reactions (6.3.i).
        partial = [o.id for o in d.options if choice.casefold() in o.label.casefold()]
        if len(partial) == 1:
            return partial[0]
        # words of an earlier version of the app ("Mana Orb o3" for "Mana Orb 2"): the one
        # option that means what the script says (its object, card name, zone)
        meant = option_by_meaning(self.state, d.options, choice)
        if meant is not None:
            return meant
        if refusing:
            # an object the decision does not offer, or words of an option it does not offer
            # (a mode left out, 6.1.g): the engine says why not
            return oid if oid is not None else choice
        legal = legal_words(self.state, d)
        raise ScriptError(f"{choice!r} is not an option of {d.player}: {d.prompt}; legal: {legal}")

    def do_request(self, req: RequestModel) -> None:
        s = self.state
        problems = request_problems(req, s.players)
        if problems:
            raise ScriptError(f"request.{problems[0][0]}: {problems[0][1]}")
        kind = ActionKind(normalise(req.action))
        to_zone = ZoneKind(normalise(req.to)) if req.to else None
        objects = tuple(self.object_id(o) for o in req.objects)
        a_step = Step(
            kind,
            controller=req.controller or _doer(s, objects, req.players),
            source="judge",
            label=f"judge request: {kind.value.replace('_', ' ')}",  # a judge's words
            objects=objects,
            players=req.players,
            expeditions=req.expeditions,
            to_zone=to_zone,
            to_sub=req.to_expedition,
            status=req.status,
            counter=req.counter,
            amount=req.amount,
            rules=(ACTION_RULES[kind],) if kind in ACTION_RULES else (),
            ongoing=_ignore_period(req),
        )
        self.say(f"script: judge request — {doing(s, a_step)}")
        pending = s.pending
        if pending is not None and pending.kind != DecisionKind.TURN:
            # A judge's fix while a choice is asked (an object in Limbo ignored as its target
            # is chosen): the choice stays asked as it was; what the request activates is
            # checked once it is answered (4.4.a).
            new, entry = request(replace(s, pending=None), a_step)
            self.record(entry)
            added = len(new.agenda) - len(s.agenda)
            tasks = (*new.agenda[:added], Task(TaskKind.CHECK_REACTIONS)) if added else ()
            agenda = (*tasks, *new.agenda[added:])
            self.result.state = replace(new, agenda=agenda, pending=pending)
            return
        new, entry = request(s, a_step)
        self.record(entry)
        # 4.4.a: Reactions activated by the request are checked right away; a pending turn
        # decision is asked again afterwards, with fresh options.
        added = len(new.agenda) - len(s.agenda)
        rest = new.agenda[added:]
        resume = (pending.resume,) if pending is not None else ()
        agenda = (*new.agenda[:added], Task(TaskKind.CHECK_REACTIONS), *resume, *rest)
        self.result.state = replace(new, agenda=agenda, pending=None)


def _doer(state: GameState, objects: tuple[str, ...], players: tuple[str, ...]) -> str:
    """Who does a judge's request when the request does not say: the controller of the
    objects it names ("sacrifice Vanilla": its controller sacrifices it, 7.3.36.a, 1.2.2),
    else the one player it names, else the first player."""
    controllers = {state.objects[o].controller for o in objects if o in state.objects}
    if len(controllers) == 1:
        return controllers.pop()
    if len(players) == 1:
        return players[0]
    return state.first_player


def _ignore_period(req: RequestModel) -> OngoingSpec | None:
    """The duration of a judge's ``ignore`` request (7.3.19.a): its Emblem-Ongoing lasts
    that long (2.2.15.a); without one, the engine's Ignore lasts "this turn"."""
    if req.duration is None:
        return None
    return OngoingSpec((), DURATIONS[req.duration.lower()], f"ignored {req.duration}")


def _unnumbered(label: str) -> str:
    """An option label without the "(second of 3)" that tells identical ones apart."""
    return re.sub(r" \((?:\w+|#\d+) of \d+\)$", "", label)


def _default_dest(kind: CardType, zone_type: PermanentZone | None) -> str:
    if kind is CardType.SPELL:
        return "spell"
    if kind is CardType.PERMANENT and zone_type is PermanentZone.LANDMARK:
        return "landmark"
    return "hero"


def _gaps(scenario: Scenario) -> list[str]:
    names: dict[str, None] = {}
    for side in scenario.model.players.values():
        for _, entry in side.card_entries():
            names[entry.card] = None
    skip = {scenario.card(n).id for n in scenario.model.not_exercised}
    out: list[str] = []
    seen: set[str] = set()
    for ref in names:
        card = scenario.card(ref)
        if card.id in seen or card.id in skip:
            continue
        seen.add(card.id)
        out.extend(f"{card.name}: {gap}" for gap in card.gaps)
    return out


def run_scenario(scenario: Scenario, rolls: tuple[int, ...] | None = None) -> RunResult:
    """Run ``scenario`` — with ``rolls`` as what the dice show instead of its ``rolls:``
    (a die-roll branch); never raises for engine refusals or script mistakes (they are
    recorded in ``errors``)."""
    runner = Runner(scenario, rolls)
    result = runner.result
    result.gaps = _gaps(scenario)
    script = scenario.model.script
    done = 0
    try:
        for i, item in enumerate(script):
            try:
                if item.refused is not None:
                    runner.refuse(i, scenario.line("script", i), item)
                else:
                    runner.do(item)
            except ScriptError as exc:
                line = scenario.line("script", i)
                said = without_ids(runner.state, str(exc))
                raise ScriptError(f"script[{i}] (line {line}): {said}") from None
            except EngineError as exc:
                line = scenario.line("script", i)
                said = without_ids(runner.state, str(exc))
                raise ScriptError(f"script[{i}] (line {line}): refused: {said}") from None
            done += 1
        if not script or script[-1].until is None:
            runner.advance()
    except ScriptError as exc:
        result.errors.append(str(exc))
        result.lines.append(Line(str(exc), source="error"))
    except Exception as exc:  # an engine defect must not become a traceback for judges
        message = f"engine error: {type(exc).__name__}: {exc}"
        result.errors.append(message)
        result.lines.append(Line(message, source="error"))
    result.unanswered_script = len(script) - done
    result.rolls_left = tuple(runner.rolls)
    result.stop = _stop_reason(result)
    return result


def _stop_reason(result: RunResult) -> str:
    s = result.state
    if result.errors:
        return "stopped: " + result.errors[-1]
    if s.game_over:
        return f"the game is over: {s.winner} won"
    if s.pending is not None:
        return f"waiting for {s.pending.player}: {s.pending.prompt}"
    if s.agenda and s.agenda[0].kind == TaskKind.BEGIN_PHASE and s.agenda[0].phase is not None:
        return f"stopped before {s.agenda[0].phase.value} begins"
    return "nothing left to do"


def quoted_words(entry: TraceEntry) -> tuple[str, ...]:
    """The words a scenario file may quote for ``entry`` besides its text: its actions by
    their old label names ("give boost") and what an earlier release printed for it
    (:attr:`engine.why.trace.TraceEntry.earlier_words`), so files saved then still hold."""
    return (
        *dict.fromkeys(e.kind.value.replace("_", " ") for e in entry.events),
        *((entry.earlier_words,) if entry.earlier_words else ()),
    )
