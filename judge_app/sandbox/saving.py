"""Saving the sandbox board as a scenario file — the command line's format.

A board at a quiet moment (nothing being resolved, no decision pending other than the
start of a phase or of the Afternoon's first turn) is written as a readable layout:
players, zones in order, statuses, counters, boosts, Expedition positions, day, phase and
first player. Any other moment — a Reaction waiting in Limbo, a decision half made, tokens
the library does not describe — is saved exactly: the scenario names a ``state_file``
written beside it (the engine's state as JSON). Either way the scenario's remaining
script and its expectations are kept, so ``judge-app scenario check`` runs the saved file.
"""

from __future__ import annotations

import io
import json
import os
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ruamel.yaml import YAML
from ruamel.yaml.scalarstring import LiteralScalarString

from engine import (
    BOOST,
    CardDef,
    GameState,
    Phase,
    Status,
    TaskKind,
    Terrain,
    ZoneKind,
)
from engine.state import zones as z
from engine.state.plain_orbs import plain_orb_number
from judge_app.sandbox.board import zone_keys
from judge_app.sandbox.session import Session
from scenarios.cards.card_words import using_subtypes
from scenarios.cards.library import LibraryCard
from scenarios.errors import LoadError
from scenarios.file_set import fingerprint, replace_together
from scenarios.limits import (
    MAX_BRANCHES,
    MAX_STATE_BYTES,
    MAX_STATE_DEPTH,
    MAX_TIMELINE_MOMENTS,
    MAX_VALUES,
    shape_problem,
)
from scenarios.scenario.cr_notes import link_label
from scenarios.scenario.load import FIELD_ZONES, load_scenario
from scenarios.scenario.models import SCENARIO_FORMAT
from scenarios.scenario.state_io import state_to_text

if TYPE_CHECKING:
    from scenarios.cards.printed.token_names import TokenCard

STATE_SUFFIX = ".state.json"


def quiet_moment(state: GameState) -> str | None:
    """Why ``state`` cannot be written as a layout, or ``None`` if it can."""
    if state.game_over:
        return "the game is over"
    if state.tiebreakers or len(state.adventure) != 8:
        return "tiebreakers are under way (the Arena, 3.2.1.c)"
    if state.zone(z.LIMBO):
        return "something is in Limbo"
    if any(region.markers for region in state.adventure):
        return "Terrain Markers are on the Adventure (3.2.1.d)"
    if state.reaction_counts:
        return "Reactions have activated today (their daily count, 6.3.l)"
    if state.moved_forward_today:
        return "Expeditions already moved forward today"
    if state.rolls_this_day:
        return "dice were rolled this Day (their results count this Day, 7.3.33.a)"
    if state.left_play_this_day:
        return "objects left play this Day (they count this Day, 4.1)"
    if state.statuses_lost_this_day:
        return "cards lost statuses by changing zones this Day (new objects since, 2.1.d)"
    if state.keywords_lost_this_day:
        return "cards lost keywords given to them by changing zones this Day (2.1.d)"
    if state.counted_this_day:
        return (
            "cards were drawn, discarded or sacrificed, tokens created, Gifts made or dice "
            "rolled this Day (they count this Day, 4.1)"
        )
    if state.plays_this_day:
        return "cards were played this Day (they count this Day, 4.1)"
    if state.tokens_created_this_day:  # the turn's are among the Day's
        return "tokens were created this Day (they count this Day, 7.3.5.a)"
    if state.lapsed_delayed:
        return "a delayed step lapsed and is still to be said (4.2.b)"
    agenda = state.agenda
    if state.pending is not None or len(agenda) != 1:
        return "a resolution or a decision is in progress"
    task = agenda[0]
    if task.kind == TaskKind.NEXT_TURN and state.phase is Phase.AFTERNOON:
        if state.turn_player is None and not state.passed:
            return None
        return "the Afternoon's turns have begun"
    if task.kind == TaskKind.BEGIN_PHASE and task.phase is Phase.AFTERNOON:
        # a layout's "Afternoon" starts after the Afternoon began (before the first turn)
        return "the Afternoon is about to begin"
    if task.kind == TaskKind.BEGIN_PHASE and task.phase is not None:
        return None
    return "the day's structure is mid-way"


def _card_key(card: CardDef) -> CardDef:
    return replace(card, card_id="", owner="")


class _Cards:
    """Finds the library or scenario card an engine card was made from."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.used_local: dict[str, LibraryCard] = {}

    def ref_for(self, card: CardDef) -> str | None:
        try:
            found = self.session.scenario.card(card.name)
        except KeyError:
            found = None
        if found is None:
            hits = [
                c
                for c in self.session.library.cards.values()
                if c.name.casefold() == card.name.casefold()
            ]
            found = next((c for c in hits if _same(c, card)), None)
            if found is None:
                return self._typed(card)
            return found.id
        if found.printed is not None and found.set == "imported":
            # an imported card the scenario named: its printed text is embedded, so the
            # saved board opens without the card pool (another card of that name the judge
            # typed or placed is looked up as such)
            return self._typed(card, found) if _same(found, card) else self._typed(card)
        if not _same(found, card):
            return None
        if found.set == "scenario":
            self.used_local[found.id] = found
        return found.name

    def _printed_subtypes(self) -> dict[str, list[str]]:
        """Card type -> the sub-types printed by the imported and typed cards on the board:
        each is saved as a ``read_text`` card, whose printed sub-types are sub-types while
        the file is read (:func:`scenarios.scenario.load.printed_subtypes`, 2.2.2)."""
        found: dict[str, list[str]] = {}
        state = self.session.state
        for oid in state.objects:
            made = state.card(oid)
            placed = self.session.placed.get(_card_key(made)) if made is not None else None
            if placed is not None and placed.printed is not None:
                found.setdefault(placed.printed.type, []).extend(placed.printed.subtypes)
        return found

    def _typed(self, card: CardDef, placed: LibraryCard | None = None) -> str | None:
        """An imported or typed card the judge put on the board (or the scenario named),
        written as a readable ``read_text`` card of the scenario (its printed text, read
        again on loading) — if reading that text gives the very same engine card; ``None``
        otherwise."""
        placed = placed or self.session.placed.get(_card_key(card))
        if placed is None or placed.printed is None:
            return None
        # the printed text reader: a board with a typed or imported card has loaded it
        from scenarios.cards.printed.token_names import token_card_of, token_key, using_tokens
        from scenarios.cards.typed import compile_model, read_text_card

        imported = self.session.scenario.imported
        printed = placed.printed
        named = (
            imported.tokens_in(f"{printed.main_text}  {printed.support_text}") if imported else []
        )
        try:
            model = read_text_card(printed)
            token_models = [read_text_card(t) for t in named]
        except ValueError:
            return None
        # the token cards it creates by name are embedded too (2.1.e), and read first
        tokens: dict[str, TokenCard] = {}
        embedded: list[LibraryCard] = []
        # read as the file will be: with the sub-types its read_text cards print (2.2.2)
        with using_subtypes(self._printed_subtypes()):
            for token_model in token_models:
                read, compiled = compile_model(token_model)
                tokens[token_key(read.name)] = token_card_of(read, compiled.gaps)
                embedded.append(LibraryCard(token_model, "scenario", placed.path, 0, compiled))
            with using_tokens(tokens):
                local = LibraryCard(model, "scenario", placed.path, 0, compile_model(model)[1])
        for lib in (local, *embedded):
            taken = self.used_local.get(lib.id)
            if taken is not None and taken.model != lib.model:
                return None
        if not _same(local, card):
            return None
        for lib in (*embedded, local):
            self.used_local[lib.id] = lib
        return local.name


def _same(lib: LibraryCard, card: CardDef) -> bool:
    made = CardDef("", "", lib.name, **lib.compiled.fields)
    return _card_key(made) == _card_key(card)


def _entry(state: GameState, oid: str, name: str | None, refs: dict[str, str]) -> Any:
    """One card entry of the layout: the card, and whatever of its ref, owner (when not
    the player whose side lists it), statuses, counters and boosts it has."""
    o = state.objects[oid]
    entry: dict[str, Any] = {"card": name} if name is not None else {}
    ref = refs.get(o.card_id or "")
    if ref:
        entry["ref"] = ref
    if o.owner != z.player_of(o.zone):
        entry["owner"] = o.owner
    statuses = [s.value for s in sorted(o.statuses, key=lambda s: s.value)]
    if statuses:
        entry["statuses"] = statuses
    in_mana = z.kind_of(o.zone) is ZoneKind.MANA  # an orb's boosts are plain counters
    counters = {k: v for k, v in o.counters.items() if (in_mana or k != BOOST) and v}
    if counters:
        entry["counters"] = counters
    if o.boosts and not in_mana:
        entry["boosts"] = o.boosts
    if name is None:
        return entry or "orb"
    return entry["card"] if len(entry) == 1 else entry


def _controller_problem(state: GameState, oid: str) -> str | None:
    """Why an object's controller cannot be written in a layout (a layout gives each
    object the controller its zone implies), or ``None``."""
    o = state.objects[oid]
    if o.controller != (z.player_of(o.zone) or o.owner):
        return f"{state.name(oid)} is controlled by {o.controller} in {o.zone}"
    return None


def _plain_orb(state: GameState, oid: str) -> bool:
    """Whether a Mana Orb is a plain one (made by a layout's count or a Set mana edit),
    not a card whose identity matters."""
    card = state.card(oid)
    return card is not None and plain_orb_number(card) is not None


def _mana(state: GameState, player: str, cards: _Cards, refs: dict[str, str]) -> Any:
    """The Mana zone as a count, ``{ready, exhausted}``, or (when the orbs differ by more
    than being exhausted: a named card, another owner, other statuses, counters, or
    exhausted orbs before ready ones) a list of orbs. ``None`` when empty; a string when an
    orb cannot be written."""
    orbs = state.zone(z.personal(ZoneKind.MANA, player))
    if not orbs:
        return None
    plain = all(
        _plain_orb(state, o)
        and state.objects[o].owner == player
        and state.objects[o].statuses <= {Status.EXHAUSTED}
        and not state.objects[o].counters
        and refs.get(state.objects[o].card_id or "") is None
        for o in orbs
    )
    flags = [Status.EXHAUSTED in state.objects[o].statuses for o in orbs]
    if plain and flags == sorted(flags):
        exhausted = sum(flags)
        if not exhausted:
            return len(orbs)
        return {"ready": len(orbs) - exhausted, "exhausted": exhausted}
    listed: list[Any] = []
    for oid in orbs:
        if _plain_orb(state, oid):
            listed.append(_entry(state, oid, None, refs))
            continue
        card = state.card(oid)
        assert card is not None
        name = cards.ref_for(card)
        if name is None:
            return f"the Mana Orb {card.name} is not a library card"
        listed.append(_entry(state, oid, name, refs))
    return listed


def layout_data(session: Session) -> tuple[dict[str, Any] | None, str]:
    """The board as a scenario layout, or ``(None, reason)`` when it cannot be one."""
    state = session.state
    reason = quiet_moment(state)
    if reason is not None:
        return None, reason
    cards = _Cards(session)
    refs = {card_id: ref for ref, card_id in session.refs.items()}
    players: dict[str, Any] = {}
    placed: list[tuple[Any, Any, str]] = []  # (container, key, object) in loading order
    for p in state.players:
        side: dict[str, Any] = {}
        hero = state.hero_of(p)
        if hero is not None:
            card = state.card(hero)
            assert card is not None
            name = cards.ref_for(card)
            if name is None:
                return None, f"{card.name} is not a library card"
            problem = _controller_problem(state, hero)
            if problem is not None:
                return None, problem
            side["hero"] = _entry(state, hero, name, refs)
            placed.append((side, "hero", hero))
        for short, key in zone_keys(p).items():
            if short == "mana":
                continue
            entries = []
            for oid in state.zone(key):
                card = state.card(oid)
                assert card is not None
                name = cards.ref_for(card)
                if name is None:
                    why = "a token" if card.is_token else "not a library card"
                    return None, f"{card.name} in {key} is {why}"
                problem = _controller_problem(state, oid)
                if problem is not None:
                    return None, problem
                entries.append(_entry(state, oid, name, refs))
                placed.append((entries, len(entries) - 1, oid))
            if entries:
                side[short] = entries
        mana = _mana(state, p, cards, refs)
        if isinstance(mana, str):
            return None, mana
        if mana is not None:
            side["mana"] = mana
        for which in ("hero", "companion"):
            ex = f"{p}:{which}"
            default = 0 if which == "hero" else len(state.adventure) - 1
            pos = state.positions.get(ex, default)
            if pos != default:
                side[f"{which}_position"] = pos
        ascended = [
            w
            for w in ("hero", "companion")
            if Status.ASCENDED in state.expedition_statuses.get(f"{p}:{w}", frozenset())
        ]
        if ascended:
            side["ascended"] = ascended
        players[p] = side
    _keep_timestamps(state, placed)
    task = state.agenda[0]
    phase = Phase.AFTERNOON if task.kind == TaskKind.NEXT_TURN else task.phase
    assert phase is not None
    day = state.day + 1 if phase is Phase.MORNING else state.day
    data: dict[str, Any] = {}
    if cards.used_local:
        data["cards"] = [
            c.model.model_dump(mode="json", by_alias=True, exclude_defaults=True)
            for c in cards.used_local.values()
        ]
    data.update(
        {
            "seed": state.rng or 1,
            "day": day,
            "phase": phase.value,
            "first_player": state.first_player,
            "players": players,
        }
    )
    if state.loop_bound is not None:  # the judge went on with a loop of Reactions (1.4.6.c)
        data["loop_bound"] = state.loop_bound
    adventure = [sorted(t.value for t in r.terrains) for r in state.adventure]
    if len(adventure) == 8 and any(set(a) != {t.value for t in Terrain} for a in adventure):
        data["adventure"] = adventure
    return data, ""


def _keep_timestamps(state: GameState, placed: list[tuple[Any, Any, str]]) -> None:
    """Write each visible card's timestamp into its entry when the cards did not enter
    their zones in the order the layout lists them (2.2.16.b–c): loading gives timestamps
    in listing order, and passive abilities and cost changes apply in timestamp order
    (2.3.3.b), so a reloaded board must keep the real order. Nothing is written when the
    orders agree, which keeps a plain layout plain."""
    loading = [
        zone
        for p in state.players
        for zone in (z.personal(ZoneKind.HERO, p), *(f(p) for f in FIELD_ZONES.values()))
    ]
    rank = {zone: n for n, zone in enumerate(loading)}
    visible = sorted(  # in the order loading places them (scenarios.scenario.build)
        (
            (container, key, oid)
            for container, key, oid in placed
            if state.objects[oid].timestamp is not None
        ),
        key=lambda entry: rank.get(state.objects[entry[2]].zone, len(rank)),
    )
    stamps = [state.objects[oid].timestamp or 0 for _, _, oid in visible]
    if stamps == sorted(stamps):
        return
    for (container, key, _), stamp in zip(visible, stamps, strict=True):
        entry = container[key]
        container[key] = {**({"card": entry} if isinstance(entry, str) else entry)}
        container[key]["timestamp"] = stamp


def scenario_text(
    session: Session, state_file: str | None = None, exact: bool = False
) -> tuple[str, str]:
    """The scenario file's text, and a note on how the board was written (empty when
    written as a layout). ``state_file`` is the name of the exact state's file, used when
    the board cannot be written as a layout."""
    m = session.scenario.model
    # a New board is titled by its cards
    head: dict[str, Any] = {
        "title": session.board_title or "Sandbox board",
        "format_version": SCENARIO_FORMAT,  # the next versions of the app read it as written
    }
    if m.rules:
        head["rules"] = list(m.rules)
    if m.background:
        head["background"] = list(m.background)
    if m.shows:
        head["shows"] = [link_label(ref) for ref in m.shows]
    for key in ("source", "quote", "note", "known_failure"):
        value = getattr(m, key)
        if value:
            head[key] = value
    if session.ruling:
        # a block scalar: the judge's Markdown reads as typed, and comes back exactly
        head["ruling"] = LiteralScalarString(session.ruling)
    layout, reason = (None, "it has branches") if exact else layout_data(session)
    if layout is None:
        head["state_file"] = state_file or "board" + STATE_SUFFIX
        refs = {r: c for r, c in session.refs.items() if c in session.state.cards}
        if refs:
            head["refs"] = refs
        note = f"saved exactly (as {head['state_file']}) because {reason}"
    else:
        head.update(layout)
        note = ""
    script = session.remaining_script()
    if script:
        head["script"] = [
            i.model_dump(mode="json", by_alias=True, exclude_defaults=True) for i in script
        ]
    if m.expect:
        head["expect"] = [
            e.model_dump(mode="json", by_alias=True, exclude_defaults=True) for e in m.expect
        ]
    yaml = YAML()
    yaml.default_flow_style = None
    yaml.width = 100
    yaml.indent(mapping=2, sequence=4, offset=2)
    out = io.StringIO()
    yaml.dump(head, out)
    return out.getvalue(), note


class SaveRefused(OSError):
    """The board cannot be saved in a form this app would open again; the message says
    why (an ``OSError``: like a full disk, nothing was written)."""


def _files_to_save(session: Session, path: Path) -> tuple[dict[Path, str | None], str]:
    """The texts of the board's files (``None``: remove a stale one). A layout the reader
    would refuse (more cards or counters than a layout allows, see
    :mod:`scenarios.limits`) is saved exactly instead; if the exact board would be
    refused too, :class:`SaveRefused` — the app never writes what it will not open."""
    from judge_app.sandbox.branches_io import branches_path, branches_text

    state_name = path.stem + STATE_SUFFIX
    branched = len(session.branches) > 1  # branches replay from the exact state
    exact = branched
    while True:
        text, note = scenario_text(session, state_name, exact=exact)
        files: dict[Path, str | None] = {path: text}
        if note:
            files[path.parent / state_name] = state_to_text(session.state, "json")
        # a single branch: the saved board alone is the story, a stale branches file goes
        files[branches_path(path)] = branches_text(session, text) if branched else None
        problem = reopen_problem(session, path, files)
        if problem is None:
            return files, note
        if exact or note:
            raise SaveRefused(f"it would not open again: {problem}")
        exact = True


def reopen_problem(session: Session, path: Path, files: dict[Path, str | None]) -> str | None:
    """What the app's own reader would refuse in ``files`` (the scenario with its exact
    state, and the branches file's size and shape), or ``None``: the files are read back
    from a private temporary folder with the same bounds as File › Open."""
    from judge_app.sandbox.branches_io import BRANCHES_SUFFIX

    if len(session.branches) > MAX_BRANCHES:
        return f"more than {MAX_BRANCHES} branches (delete some in the Timeline)"
    if sum(len(b.moments) for b in session.branches) > MAX_TIMELINE_MOMENTS:
        return f"more than {MAX_TIMELINE_MOMENTS:,} moments in all branches"
    for target, text in files.items():
        if text is None or not target.name.endswith(BRANCHES_SUFFIX):
            continue
        if len(text.encode("utf-8")) > MAX_STATE_BYTES:
            return f"{target.name}: more than {MAX_STATE_BYTES // (1024 * 1024)} MB of branches"
        problem = shape_problem(json.loads(text), MAX_STATE_DEPTH, MAX_VALUES * 4)
        if problem is not None:
            return f"{target.name}: {problem[0]}"
    try:
        with tempfile.TemporaryDirectory(prefix="judge-app-save-check-") as folder:
            for target, text in files.items():
                if text is not None and not target.name.endswith(BRANCHES_SUFFIX):
                    (Path(folder) / target.name).write_text(text, encoding="utf-8")
            try:
                load_scenario(Path(folder) / path.name, session.library)
            except LoadError as exc:
                return exc.messages[0].replace(folder + os.sep, "")
    except OSError:  # no room for the check: the save itself will say so, or succeed
        return None
    return None


def board_files(path: Path) -> list[Path]:
    """The files a board saved as ``path`` is made of: the scenario, its exact state and
    its branches (the last two only when needed)."""
    from judge_app.sandbox.branches_io import branches_path

    return [path, path.with_name(path.stem + STATE_SUFFIX), branches_path(path)]


def remember_on_disk(session: Session, path: Path) -> None:
    """Note what the board's files hold now (after opening or saving), so that a change
    made by another program before the next save is noticed."""
    session.on_disk = (path, fingerprint(board_files(path)))


def changed_elsewhere(session: Session, path: Path) -> str | None:
    """Which of the board's files another program changed since the session opened or
    saved them (as a message), or ``None``. Only the file the board came from counts:
    Save As onto another file is the file dialog's question."""
    seen = getattr(session, "on_disk", None)
    if seen is None or seen[0] != path:
        return None
    now = fingerprint(board_files(path))
    changed = [
        f.name
        for f, before, after in zip(board_files(path), seen[1], now, strict=True)
        if before != after
    ]
    if not changed:
        return None
    return (
        f"{' and '.join(changed)} {'was' if len(changed) == 1 else 'were'} changed by another "
        "program since the board was opened or saved"
    )


def save_session(session: Session, path: Path, replace_changed: bool = False) -> str:
    """Write the board to ``path`` (and the exact state and the branches beside it when
    needed); returns a note for the status bar.

    The files are made current together (:func:`scenarios.file_set.replace_together`): a
    save that fails half-way (disk full, size limit, the program killed) leaves exactly
    the old board or exactly the new one, never the old scenario with the new state. If
    another program changed the board's files since it was opened or saved, nothing is
    written unless ``replace_changed``: the session's ``notice`` says so and the note
    starts with "Not saved" (the window asks the judge first, see
    :func:`changed_elsewhere`)."""
    conflict = None if replace_changed else changed_elsewhere(session, path)
    if conflict is not None:
        session.notice = (
            f"Not saved: {conflict}. Their changes were kept; save again to replace them, "
            "or save under another name."
        )
        return session.notice
    files, note = _files_to_save(session, path)
    replace_together(path, files)
    session.mark_saved(path)
    remember_on_disk(session, path)
    return note
