"""Running a scenario: build the state, play the script, stop at the first decision the
script does not answer (or the game's end, or an ``until``)."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    CardType,
    Decision,
    DecisionKind,
    EngineError,
    GameState,
    PermanentZone,
    TaskKind,
    TraceEntry,
    ZoneKind,
    answer,
    play_card,
    play_quick_action,
    request,
    step,
)
from engine.play.orb_choice_words import orbs_words
from engine.state import zones as z
from engine.steps.loop_bound import go_on, is_loop_stop, loop_bound_of
from engine.why.deciding import split_rules
from engine.why.labels import table_names
from engine.why.step_words import doing
from engine.why.summary import see_also
from engine.why.trace import Unnamed, unnamed_parts
from scenarios.scenario.build import build_state
from scenarios.scenario.edit_items import apply_edit, edit_words
from scenarios.scenario.judge_requests import after_request, asked_during, judge_step
from scenarios.scenario.judge_words import answered, how_many, legal_words, without_ids
from scenarios.scenario.load import Scenario
from scenarios.scenario.models import (
    AnswerModel,
    PlayRef,
    QuickActionRef,
    RequestModel,
    ScriptItem,
)
from scenarios.scenario.quick_index import engine_index
from scenarios.scenario.run_result import (
    Line,
    Refusal,
    RunResult,
    keyword_action_rules,
    quoted_words,
)
from scenarios.scenario.script_words import ScriptError, object_named, option_named, ref_words

STEP_LIMIT = 20_000
GO_ON_WORDS = (
    "note: the app stopped a loop of Reactions at its bound; to go on with it as the rules "
    "would (6.3.l), add the script item `loop: go_on` after this point"
)
"""What `scenario run` says after the line of a loop stopped at the app's bound."""


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

    def advance(self, until: object = None) -> str:
        """Step until a decision is pending, the game is over, the agenda is empty, or the
        phase ``until`` is about to begin; returns why it stopped when that phase was not
        reached ("" when it was, or when no phase was named) — a run "until" that stops short
        says so, as the sandbox does, so that a script's next item is not read as done at
        that phase."""
        for n in range(STEP_LIMIT):
            s = self.state
            if s.pending is not None and s.pending.kind == DecisionKind.ROLL_DIE and self.rolls:
                self.roll(s.pending)
                continue
            if s.game_over:
                return "the game is over"
            if s.pending is not None or not s.agenda:
                # where: a run "until" after one that already passed that phase stops in the
                # next Day — the moment said, so the judge sees which Day's phase is meant
                return f"at a decision, Day {s.day}, {s.phase.value}"
            task = s.agenda[0]
            begins = task.kind == TaskKind.BEGIN_PHASE and task.phase == until
            if until is not None and begins and n > 0:
                return ""
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
            f"(6.3.l): {done} the app stops a loop again at "
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
    def object_id(self, ref: str, zones: tuple[str, ...] | None = None) -> str:
        """The object a script names: a ref, or a card name (unique among ``zones``)."""
        return object_named(self.state, self.result.refs, ref, zones)

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
            rules = refusal_rules(exc)
            said = without_ids(self.state, str(exc))
            # cite17: the deciding rules printed, Section 1's summaries as "also" — as an
            # engine line's (1.1.1.d); the refusal's record keeps them all
            deciding, also = refusal_line_rules(exc)
            self.result.lines.append(
                Line(f"refused: {said}", deciding, source="refusal", also=also)
            )
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
            short = self.advance(until=item.until)
            stopped = f" (stopped {short})" if short and short != "the game is over" else ""
            stopped = " (stopped: the game is over)" if short == "the game is over" else stopped
            self.say(f"script: run until {item.until.value} begins{stopped}")
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
        # the printed place of the ability on the card, as docs/scenarios.md counts it (ie40)
        index = engine_index(s.card(oid), s.name(oid), quick.ability)
        self.result.state, entry = play_quick_action(s, player, oid, index)
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
            picked.append(
                option_named(self.state, self.result.refs, d, c, refusing, frozenset(picked))
            )
        chosen = tuple(picked)
        # The script's own words name the card chosen; told to the table, a card some
        # player cannot look at is "a card in p1's Hand" (3.1.3.f).
        objects = tuple(c for c in chosen if c in self.state.objects)
        shown = d.resume.step.it if d.resume.step is not None else ()  # revealed "these cards"
        said, _, zones = table_names(self.state, objects, frozenset(shown))
        # a ref the file gave a card ("companion_side") is the file's word: the card's name
        words = tuple(ref_words(self.state, self.result.refs, c) for c in ans.choose)
        full = f"script: {d.player} answers {answered(words)}"
        orbs = orbs_words(self.state, d.player, objects)  # by place, face down (3.2.9.f)
        if orbs and len(objects) == len(chosen):  # cite17: "Mana Orbs 1 and 2", to all
            said, zones, full = orbs, (), f"script: {d.player} answers {orbs}"
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

    def do_request(self, req: RequestModel) -> None:
        """A judge's request (:mod:`scenarios.scenario.judge_requests`): the step done, the
        Reactions it activates checked right away (4.4.a)."""
        s = self.state
        a_step = judge_step(s, req, self.object_id)
        self.say(f"script: judge request — {doing(s, a_step)}")
        new, entry = request(replace(s, pending=None) if asked_during(s) else s, a_step)
        self.record(entry)
        self.result.state = after_request(s, new)


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


def refusal_rules(exc: Exception) -> tuple[str, ...]:
    """The rules a refusal cites: the engine's rule, the rules it adds (2.5.h, 7.3.38.b) and
    Section 1's summary of them as see-also (1.1.1.d) — the same for ``scenario run`` and
    for the sandbox window stepping through a refused script item."""
    rule = getattr(exc, "rule", None)
    rules = (rule, *getattr(exc, "also", ())) if isinstance(rule, str) else ()
    return (*rules, *see_also(rules))


def refusal_line_rules(exc: Exception) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A refusal's rules as its line shows them: (deciding, only relevant) — Section 1's
    summaries named beside the rule that says them, never deciding (1.1.1.d). One split for
    ``scenario run``'s ``refused:`` line and the sandbox's refused moment (cite18:
    benchmarks/refusal_kinds_audit.py found the moment citing 1.2.5.c and 1.4.1.b as
    deciding where the command line named them as "also")."""
    return split_rules(refusal_rules(exc))
