"""A sandbox session: one board, its timeline, undo/redo, and the scenario's script.

The timeline is a list of :class:`Moment` values — an immutable engine state with the line
that led to it — and a cursor. Stepping appends a moment after the cursor (dropping any
undone future, as an editor does); undo, redo and jumping move the cursor, so they cost
the same after ten steps as after ten thousand. Judge edits (placing a card, exhausting
an object, moving an Expedition counter) are moments too, so one Undo reverts whichever
came last.

A scenario file's ``script`` is played one item per Step, with the command line's
semantics (``scenarios.scenario.run``): a play, pass or answer waits for the engine to
ask; a judge request happens at its place in the script; ``until`` runs the engine until
that phase begins. When the judge answers a decision by hand, the rest of the script is
set aside — the story has left the file's.

A moment and the session's error are :mod:`judge_app.sandbox.moment`; stepping and running
are :mod:`judge_app.sandbox.stepping`. Pure Python: no Qt. The window
(``judge_app.gui.sandbox``) drives a session.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from engine import (
    CardDef,
    Decision,
    EngineError,
    GameState,
    IllegalAction,
    Terrain,
    TraceEntry,
    answer,
    edits,
)
from engine.invariants import violations
from engine.reading.terrain import find_marker
from engine.steps.loop_bound import go_on, is_loop_stop, loop_bound_of
from engine.why.icon_words import icons_said
from judge_app.sandbox import stepping
from judge_app.sandbox.board import BoardView, board_view, gap_words, manual_key
from judge_app.sandbox.board_kept import KeptBoard
from judge_app.sandbox.branch import Branch, keep_undone_reading
from judge_app.sandbox.empty import empty_scenario
from judge_app.sandbox.explored import Explored
from judge_app.sandbox.forced import forced_answer
from judge_app.sandbox.moment import Moment, SandboxError, shown_text
from judge_app.sandbox.stepping import GO_ON_HINT, STOPS
from judge_app.sandbox.wording import judge_words
from scenarios.cards.library import Library, LibraryCard, default_library
from scenarios.errors import LoadError
from scenarios.limits import board_problem
from scenarios.scenario.check import Outcome, evaluate, refusal_outcomes
from scenarios.scenario.imported import ImportedCards
from scenarios.scenario.load import Scenario, load_scenario
from scenarios.scenario.models import ScriptItem
from scenarios.scenario.run import Runner
from scenarios.scenario.run_result import (
    Line,
    Refusal,
    RunResult,
    keyword_action_rules,
    quoted_words,
)


class Session:
    """One sandbox document."""

    def __init__(
        self,
        scenario: Scenario,
        path: Path | None = None,
        library: Library | None = None,
    ) -> None:
        self.scenario = scenario
        self.path = path
        self.library = library or scenario.library
        self.title = scenario.model.title
        self.script: tuple[ScriptItem, ...] = scenario.model.script
        self._runner = Runner(scenario)
        self.refs = dict(self._runner.result.refs)
        start = Moment(self._runner.state, "The board as laid out", "start")
        self.moments: list[Moment] = [start]
        self.cursor = 0
        self.branches = [Branch("Reading 1", self.moments)]  # the timeline tree (branches.py)
        self.branch = 0  # the branch shown
        self.explored: list[Explored] = []  # explorations run, for the report (explored.py)
        self.revealed: frozenset[str] = frozenset({"hand"})
        self.saved: Moment | None = start
        self._saved_tree = self.tree()  # the branches as opened or saved (see dirty)
        self.notice = ""
        self.ruling = scenario.model.ruling  # the judge's words (for the report), saved
        self._saved_ruling = self.ruling  # the ruling as opened or saved (see dirty)
        self._run_start: GameState | None = None
        self.answers_forced = True
        """hd: a mandatory decision with one legal answer is given by the sandbox, its line
        saying so (``forced.py``: 6.5.b, 6.5.g, 6.1.g); off, every decision waits for an
        answer, as ``judge-app scenario run`` asks it (a scenario file records each)."""
        named = scenario.imported.cards if scenario.imported is not None else ()
        self.unexecuted: dict[CardDef, tuple[str, ...]] = unexecuted_of(
            [*scenario.local.values(), *self.library.cards.values(), *named]
        )
        """Printed abilities the engine does not execute, per card (see
        :func:`~judge_app.sandbox.board.manual_key`): the scenario's and the library's cards
        with gaps, and each card the judge puts on the board; the board shows them "by
        hand"."""
        self.reasons: dict[CardDef, tuple[tuple[str, str], ...]] = reasons_of(
            [*scenario.local.values(), *self.library.cards.values()]
        )
        """The same abilities, each with why the engine does not execute it (the
        Inspector shows them, :meth:`by_hand`)."""
        self._board = KeptBoard()  # the view of the board, kept while it does not change
        self.on_disk: tuple[Path, tuple[str | None, ...]] | None = None
        """The board's files as opened or last saved (``saving.remember_on_disk``): a
        change by another program since is not overwritten without asking."""
        self.placed: dict[CardDef, LibraryCard] = {}
        """Imported and typed cards the judge put on the board (by
        :func:`~judge_app.sandbox.board.manual_key`), with their printed text, so saving
        writes them as readable ``read_text`` cards."""

    def by_hand(self, object_id: str) -> tuple[tuple[str, str], ...]:
        """The printed abilities of ``object_id`` the engine does not execute, each with
        why (the judge resolves them by hand)."""
        card = self.state.card(object_id)
        if card is None:
            return ()
        key = manual_key(card)
        placed = self.placed.get(key)
        if placed is not None and placed.gaps:
            return tuple((gap_words(g.where), g.reason) for g in placed.gaps)
        if key in self.reasons:
            return self.reasons[key]
        return tuple((words, "") for words in self.unexecuted.get(key, ()))

    def remember_card(self, made: CardDef, card: LibraryCard) -> None:
        """Note that ``made`` (put on the board) was read from ``card``'s printed text."""
        if card.printed is not None:
            self.placed[manual_key(made)] = card

    # ------------------------------------------------------------------ construction
    @classmethod
    def open(
        cls, path: Path, library: Library | None = None, imported: ImportedCards | None = None
    ) -> Session:
        """A session on a scenario file; a malformed file is a :class:`LoadError` naming
        the file, line and field. ``imported``: the card pool, for imported cards the file
        names (by name or reference)."""
        scenario = load_scenario(path, library, imported)
        session = cls(scenario, path, library)
        from judge_app.sandbox.branches_io import restore_branches
        from judge_app.sandbox.saving import remember_on_disk

        remember_on_disk(session, path)
        restore_branches(session)  # the timeline tree saved beside the file, if any
        return session

    @classmethod
    def empty(cls, library: Library | None = None) -> Session:
        """A session on an empty table (two players, Afternoon of day 1)."""
        lib = library or default_library()
        return cls(empty_scenario(lib), None, lib)

    # ------------------------------------------------------------------ reading
    @property
    def moment(self) -> Moment:
        return self.moments[self.cursor]

    @property
    def state(self) -> GameState:
        return self.moment.state

    def board(self) -> BoardView:
        """What the board shows now."""
        return self._board.view(self.state, self.revealed, self.unexecuted)

    def said(self, index: int) -> str:
        """Moment ``index``'s line in a judge's words: object ids, zone keys and atomic
        action names turned into the board's names (objects that are gone are named by the
        moment before), and the cards of hidden zones named as the board shows them — in
        Hands with *Show hands*, in Decks with *Show decks* (3.1.3.f: the line told to the
        table names none). ``Moment.text`` keeps the engine's own line, which
        expectations such as ``trace`` match."""
        m = self.moments[index]
        before = self.moments[index - 1].state if index > 0 else m.state
        return judge_words(shown_text(m, self.revealed), m.state, before)

    def laid_out(self) -> int:
        """The index of the board as the judge laid it out: the start, and the judge's
        edits that came before the first step, decision or script item."""
        index = 0
        while index + 1 < len(self.moments) and self.moments[index + 1].source == "edit":
            index += 1
        return index

    @property
    def board_title(self) -> str:
        """The board's title: the scenario's, or for a New board what is on it ("Kuwat, the
        Dissenter and Haven, Bravos Bastion")."""
        if self.path is not None and self.path.name != "untitled.yaml":
            return self.title
        if self.title != "New board":
            return self.title
        names: list[str] = []
        board = board_view(self.moments[self.laid_out()].state, frozenset({"hand", "deck"}))
        for t in board.all_tiles():
            if not t.face_down and not t.is_emblem and t.name not in names:
                names.append(t.name)
        if not names:
            return "New board"
        if len(names) > 3:
            return f"{', '.join(names[:3])} and {len(names) - 3} more"
        return ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else names[0]

    def timeline(self) -> list[Moment]:
        """Every moment, including undone ones after the cursor (shown greyed)."""
        return list(self.moments)

    def tree(self) -> tuple[Moment, ...]:
        """The timeline tree at a glance: for each branch, the moment it shows and its
        last moment (the same objects while nothing changed: moments are never copied)."""
        found: list[Moment] = []
        for i, b in enumerate(self.branches):
            moments, cursor = (
                (self.moments, self.cursor) if i == self.branch else (b.moments, b.cursor)
            )
            found += [moments[min(cursor, len(moments) - 1)], moments[-1]]
        return tuple(found)

    @property
    def dirty(self) -> bool:
        """Whether the board changed since it was opened or saved — the board shown, or
        any reading kept beside it (a branch opened, kept after an undo, or gone on), since
        saving keeps them all — or the judge's ruling, which is saved with the board."""
        if self.moment is not self.saved or self.ruling != self._saved_ruling:
            return True
        tree = self.tree()
        return len(tree) != len(self._saved_tree) or any(
            a is not b for a, b in zip(tree, self._saved_tree, strict=True)
        )

    def next_script_item(self) -> ScriptItem | None:
        pos = self.moment.script_pos
        return self.script[pos] if pos < len(self.script) else None

    def needs_judge(self) -> bool:
        """Whether the engine waits for a decision the script will not make."""
        s = self.state
        if s.game_over or s.pending is None:
            return False
        if self.answers_forced and forced_answer(s.pending) is not None:  # hd: not asked
            return False
        return self.next_script_item() is None

    def can_step(self) -> bool:
        s = self.state
        if s.game_over:  # only a script's "until" or "reactions", which end with the game
            item = self.next_script_item()
            return item is not None and (item.until is not None or item.reactions is not None)
        if self.next_script_item() is not None:
            return True
        if self.answers_forced and forced_answer(s.pending) is not None:  # hd: given
            return True
        return s.pending is None and bool(s.agenda)

    def why_not_step(self) -> str:
        """Why Step is unavailable, in words."""
        s = self.state
        if s.game_over:
            return f"The game is over: {s.winner or 'nobody'} won."
        if s.pending is not None:
            prompt = s.pending.prompt.rstrip(".?!")
            return f"Waiting for {s.pending.player} to decide: {prompt}."
        return "Nothing is left to resolve. Set a phase to continue."

    def outcomes(self) -> list[Outcome]:
        """The scenario's expectations, judged on the present board (as ``scenario
        check`` judges them on the final one). A scenario with none (a board laid out to step
        through) has nothing to judge: the run so far is not gathered — it grows with every
        moment, and was gathered at every step's redraw (issue 33)."""
        model = self.scenario.model
        if not model.expect and all(item.refused is None for item in model.script):
            return []
        result = self._result_at(self.cursor)
        found: list[Outcome] = refusal_outcomes(self.scenario, result)
        for i, e in enumerate(self.scenario.model.expect):
            try:
                label, held, expected, actual = evaluate(e, result)
            except Exception as exc:  # a broken expectation must not break the window
                label, held, expected, actual = "expectation", False, "evaluable", repr(exc)
            found.append(Outcome(label, held, expected, actual, self.scenario.line("expect", i)))
        return found

    def _result_at(self, index: int) -> RunResult:
        moments = self.moments[1 : index + 1]
        result = RunResult(self.scenario, self.moments[index].state, self.refs)
        for m in moments:
            if m.entry is not None:
                result.entries.append(m.entry)
            unnamed = m.entry.unnamed if m.entry is not None else ()
            result.lines.append(
                Line(
                    m.text,
                    m.rules,
                    m.action_rules,
                    _line_source(m.source),
                    unnamed=unnamed,
                    also=m.also,
                    actions=quoted_words(m.entry) if m.entry is not None else (),
                )
            )
            script = self.scenario.model.script
            item = script[m.script_pos - 1] if 0 < m.script_pos <= len(script) else None
            if m.source == "script" and item is not None and item.refused is not None:
                # a script item the scenario expects refused, done at this moment
                refused = m.text.startswith("refused: ")
                line = self.scenario.line("script", m.script_pos - 1, "refused")
                said = m.text.removeprefix("refused: ")
                # every rule of the refusal, as the command line's record: those deciding
                # it and Section 1's summaries named beside them (1.1.1.d)
                every = tuple(dict.fromkeys((*m.rules, *m.also)))
                refusal = Refusal(m.script_pos - 1, line, item.refused, refused, every, said)
                result.refusals.append(refusal)
        return result

    # ------------------------------------------------------------------ moving in time
    def can_undo(self) -> bool:
        return self.cursor > 0

    def can_redo(self) -> bool:
        return self.cursor < len(self.moments) - 1

    def undo(self) -> Moment:
        if not self.can_undo():
            raise SandboxError("Nothing to undo.")
        self.cursor -= 1
        return self.moment

    def redo(self) -> Moment:
        if not self.can_redo():
            raise SandboxError("Nothing to redo.")
        self.cursor += 1
        return self.moment

    def jump(self, index: int) -> Moment:
        """Return the board to the moment ``index`` of the timeline."""
        if not 0 <= index < len(self.moments):
            raise SandboxError(f"There is no moment {index}.")
        self.cursor = index
        return self.moment

    def _push(self, moment: Moment) -> Moment:
        del self.moments[self.cursor + 1 :]
        self.moments.append(moment)
        self.cursor += 1
        return moment

    # ------------------------------------------------------------------ stepping
    def can_go_on_with_loop(self) -> bool:
        """Whether the board's moment is a loop of Reactions the app stopped at its bound."""
        entry = self.moment.entry
        return self.cursor > 0 and entry is not None and is_loop_stop(entry)

    def go_on_with_loop(self) -> Moment:
        """The judge goes on with the loop the app stopped (Run ▸ Go on with the loop): the
        board of the moment before the stop, its Reactions still waiting, with the game's
        loop bound raised (``engine.go_on``) — the loop runs on as the rules say (1.4.6.c).
        Undo returns to the stop."""
        if not self.can_go_on_with_loop():
            raise SandboxError("No loop of Reactions was stopped at this moment.")
        before = self.moments[self.cursor - 1]
        new = go_on(before.state)
        text = (
            "The judge goes on with the loop of Reactions, as the rules would (6.3.l): the "
            f"stop is undone, and the app stops the loop again at {loop_bound_of(new):,} "
            "tokens and Emblems."
        )
        return self._push(Moment(new, text, "judge", ("6.3.l",), (), before.script_pos))

    def step(self) -> Moment:
        """One unit: the next script item if it is due, otherwise one engine step (one step
        of the rules, or one task of the day's structure)."""
        return stepping.step(self)

    def run(self, until: str = "decision", limit: int = 20_000) -> int:
        """Step until the next decision nobody scripted (``"decision"``), or until the
        current ``"turn"``, ``"phase"`` or ``"day"`` is over, or the game ends. Returns the
        number of steps taken."""
        return stepping.run(self, until, limit)

    def run_batch(self, until: str, batch: int) -> tuple[int, bool]:
        """At most ``batch`` steps of :meth:`run` (for a window that stays responsive):
        returns the steps taken and whether the run is finished."""
        return stepping.run_batch(self, until, batch)

    def cancel_run(self) -> None:
        self._run_start = None

    # ------------------------------------------------------------------ the judge decides
    def answer(self, choice: str | Sequence[str]) -> Moment:
        """Answer the pending decision by hand, with legal option ids only. Sets the rest of
        the script aside if it would have answered this decision."""
        s = self.state
        d = s.pending
        if d is None:
            raise SandboxError("No decision is pending.")
        chosen = (choice,) if isinstance(choice, str) else tuple(choice)
        try:
            new, entry = answer(s, d.id, chosen)
        except EngineError as exc:
            raise SandboxError(str(exc)) from None
        except Exception as exc:  # an engine defect must not take the window down
            raise SandboxError(f"Engine error: {type(exc).__name__}: {exc}") from None
        pos = self.moment.script_pos
        if pos < len(self.script):
            pos = len(self.script)
            self.notice = "You decided by hand, so the rest of the scenario's script is set aside."
        keep_undone_reading(self, chosen)  # a different answer keeps the undone reading
        text = answer_words(d, chosen, entry)
        moment = Moment(
            new, text, "judge", entry.rules, keyword_action_rules(entry), pos, entry, chosen
        )
        return self._push(moment)

    # ------------------------------------------------------------------ the judge edits
    def edit(self, label: str, change: Callable[[GameState], GameState]) -> Moment:
        """Change the board by hand: ``change`` is a pure function of the state (see
        ``engine.edits``); refused changes raise :class:`SandboxError` and change
        nothing. A pending decision's options are recomputed on the edited board."""
        try:
            # a pending decision is asked again on the edited board: its options are the
            # legal ones now, not those of the board before the edit (6.1.g)
            new = edits.refresh_pending(change(self.state))
        except IllegalAction as exc:
            raise SandboxError(str(exc)) from None
        if new == self.state:
            raise SandboxError("That changes nothing.")
        broken = violations(new)
        if broken:  # a safety net under engine.edits' own checks
            raise SandboxError(f"That would leave an impossible board: {broken[0]}")
        too_much = board_problem(new)  # the bounds a saved board is read with
        if too_much is not None and board_problem(self.state) is None:
            raise SandboxError(f"Not done: {too_much}.")
        return self._push(Moment(new, label, "edit", script_pos=self.moment.script_pos))

    def place_terrain_marker(self, region: int, terrains: Iterable[Terrain | str]) -> Moment:
        """Place a new Terrain Marker of ``terrains`` on region ``region`` (3.2.1.d): it
        decides the region's terrains over the markers already there (3.2.1.e)."""
        try:
            kinds = frozenset(Terrain(t) for t in terrains)
        except ValueError as exc:
            raise SandboxError(f"{exc} (the terrains are forest, mountain and water)") from None
        names = ", ".join(t.value for t in Terrain if t in kinds)
        label = f"Judge edit: a Terrain Marker ({names}) placed on region {region}"
        return self.edit(label, lambda s: edits.place_terrain_marker(s, region, kinds)[0])

    def remove_terrain_marker(self, marker_id: str) -> Moment:
        """Take the Terrain Marker ``marker_id`` off the Adventure (its region gets back
        the terrains it had without it, 3.2.1.d)."""
        found = find_marker(self.state, marker_id)
        if found is None:
            label = f"Judge edit: Terrain Marker {marker_id} removed"
        else:
            index, marker = found
            names = ", ".join(t.value for t in Terrain if t in marker.terrains)
            label = f"Judge edit: the Terrain Marker ({names}) taken off region {index}"
        return self.edit(label, lambda s: edits.remove_terrain_marker(s, marker_id))

    def set_revealed(self, zone: str, shown: bool) -> None:
        """Show or hide the contents of hidden zones ("hand", "deck") on the board."""
        self.revealed = self.revealed | {zone} if shown else self.revealed - {zone}

    def mark_saved(self, path: Path) -> None:
        self.path = path
        self.saved = self.moment
        self._saved_tree = self.tree()
        self._saved_ruling = self.ruling

    def remaining_script(self) -> tuple[ScriptItem, ...]:
        return self.script[self.moment.script_pos :]


def answer_words(decision: Decision, chosen: Sequence[str], entry: TraceEntry) -> str:
    """The timeline's line for a judge's answer: who chose which options (by their labels,
    icons in words: "Lindiwe & Maw: [exhaust me]: Create …"), then what the engine did."""
    labels = {o.id: icons_said(o.label) for o in decision.options}  # a label quoting printed text
    said = ", ".join(labels.get(c, c) for c in chosen)
    text = f"{decision.player} chooses {said}"
    if entry.text and entry.text != text:
        text = f"{text} — {entry.text}"
    return text


def _line_source(source: str) -> str:
    return "engine" if source in ("engine", "judge") else "script"


def reasons_of(cards: Iterable[LibraryCard]) -> dict[CardDef, tuple[tuple[str, str], ...]]:
    """For each card with abilities the engine does not execute, those abilities' words
    with why."""
    found: dict[CardDef, tuple[tuple[str, str], ...]] = {}
    for card in cards:
        if card.gaps:
            made = CardDef("", "", card.name, **card.compiled.fields)
            found[manual_key(made)] = tuple((gap_words(g.where), g.reason) for g in card.gaps)
    return found


def unexecuted_of(cards: Iterable[LibraryCard]) -> dict[CardDef, tuple[str, ...]]:
    """For each card with abilities the engine does not execute, those abilities' words."""
    return {key: tuple(words for words, _ in why) for key, why in reasons_of(cards).items()}


def open_session(
    path: Path, library: Library | None = None, imported: ImportedCards | None = None
) -> Session:
    """:meth:`Session.open`, turning a malformed file into a :class:`SandboxError` with
    every problem on its own line."""
    try:
        return Session.open(path, library, imported)
    except LoadError as exc:
        raise SandboxError("\n".join(exc.messages)) from None


__all__ = ["GO_ON_HINT", "STOPS", "Moment", "SandboxError", "Session", "open_session", "shown_text"]
