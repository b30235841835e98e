"""The sandbox's quick entry: a sentence typed by the judge laid on the board.

"Kuwat in reserve, Haven, Vanilla" puts Kuwat, the Dissenter in p1's Reserve, Haven, Bravos
Bastion in p1's Landmarks and a Vanilla in p1's hero Expedition — one judge edit, so one
Undo takes it back — and gives p1 enough ready Mana Orbs to play what is in their Hand and
Reserve (said, and changed by typing "mana 6"). "play Kuwat" then plays it as the player's
turn effect (4.2.3.c) and runs to the next decision nobody scripted.

Where a card goes when the sentence does not say: a Character or an Expedition Permanent to
its player's hero Expedition (5.2.1.a, 5.2.2.a), a Landmark Permanent to the Landmarks
(5.2.3.a), a Spell to the Hand, a Hero to the Hero zone (3.2.6.b). Pure Python: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import CardDef, CardType, GameState, IllegalAction, PermanentZone, Status, edits
from engine.state import zones as z
from engine.state.decisions import DecisionKind
from engine.state.enums import ZoneKind
from judge_app.sandbox.board import gap_words, manual_key, zone_keys
from judge_app.sandbox.quick_cards import CardNames, match_level
from judge_app.sandbox.quick_words import ZONE_SAID, Clause, EntryError, fold, parse_sentence
from judge_app.sandbox.session import SandboxError, Session
from scenarios.cards.library import LibraryCard

STATUSES = {
    "exhausted": Status.EXHAUSTED,
    "fleeting": Status.FLEETING,
    "asleep": Status.ASLEEP,
    "anchored": Status.ANCHORED,
}


@dataclass
class EntryResult:
    """What a sentence did, in words for the status line."""

    said: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return " ".join([*self.said, *self.notes])


def usual_zone(card: CardDef) -> str:
    """Where ``card`` goes when the judge names no place (see the module's docstring)."""
    if card.type is CardType.HERO:
        return "hero"
    if card.type is CardType.SPELL:
        return "hand"
    if card.type is CardType.PERMANENT and card.permanent_zone is PermanentZone.LANDMARK:
        return "landmarks"
    return "hero_expedition"


def zone_key(short: str, player: str) -> str:
    if short == "hero":
        return z.personal(ZoneKind.HERO, player)
    return zone_keys(player)[short]


def definition(card: LibraryCard, owner: str) -> CardDef:
    return CardDef("", owner, card.name, **card.compiled.fields)


def _fits(card: LibraryCard, zone: str | None) -> bool:
    if zone is None:
        return True
    try:
        edits.check_placement(definition(card, "p1"), zone_key(zone, "p1"))
    except IllegalAction:
        return False
    return True


@dataclass(frozen=True, slots=True)
class Placement:
    card: LibraryCard
    made: CardDef
    zone: str
    count: int
    statuses: frozenset[Status]
    boosts: int


def first_player(state: GameState) -> str:
    return state.first_player or state.players[0]


def _placement(clause: Clause, names: CardNames, state: GameState, notes: list[str]) -> Placement:
    if clause.zone == "limbo":
        raise EntryError(
            f"“{clause.text}”: Limbo holds only what is being resolved (3.2.8.a); "
            "put the card in a Hand or Reserve and play it"
        )
    try:
        card, others = names.choose(clause.name, lambda c: _fits(c, clause.zone))
    except KeyError as exc:
        raise EntryError(f"“{clause.text}”: {exc.args[0]}") from None
    player = clause.player or first_player(state)
    if player not in state.players:
        raise EntryError(f"“{clause.text}”: there is no player {player}")
    made = definition(card, player)
    short = clause.zone or usual_zone(made)
    if short == "hero_expedition" and made.type is CardType.HERO:
        short = "hero"
    if not names.is_name(fold(clause.name)) and not match_level(fold(clause.name), (card.name,)):
        notes.append(f"“{clause.name}” read as {card.name}.")
    if others:
        more = ", ".join(others[:3]) + (" …" if len(others) > 3 else "")
        notes.append(f"“{clause.name}” is {card.name} (also: {more}).")
    return Placement(
        card,
        made,
        zone_key(short, player),
        clause.count,
        frozenset(STATUSES[s] for s in clause.statuses),
        clause.boosts,
    )


def _place_all(state: GameState, placements: list[Placement]) -> GameState:
    for p in placements:
        counters = {"boost": p.boosts} if p.boosts else None
        for _ in range(p.count):
            state, _oid = edits.place_card(
                state, p.made, p.zone, statuses=p.statuses, counters=counters
            )
    return state


def mana_needed(state: GameState, player: str) -> tuple[int, list[str]]:
    """The Mana Orbs ``player`` needs to play every card in their Hand (Hand cost) and
    Reserve (Reserve cost), and those cards' names with their cost."""
    total = 0
    named: list[str] = []
    for kind in (ZoneKind.HAND, ZoneKind.RESERVE):
        for oid in state.zone(z.personal(kind, player)):
            card = state.card(oid)
            if card is None:
                continue
            cost = card.hand_cost if kind is ZoneKind.HAND else card.reserve_cost
            if cost:
                total += cost
                named.append(f"{card.name} ({cost})")
    return total, named


def ready_mana(state: GameState, player: str) -> tuple[int, int]:
    """``player``'s ready and exhausted Mana Orbs."""
    ready = exhausted = 0
    for oid in state.zone(z.personal(ZoneKind.MANA, player)):
        if Status.EXHAUSTED in state.objects[oid].statuses:
            exhausted += 1
        else:
            ready += 1
    return ready, exhausted


def _placed_words(p: Placement) -> str:
    many = f"{p.count} × " if p.count > 1 else ""
    marks = [s.value.lower() for s in sorted(p.statuses, key=lambda s: s.value)]
    if p.boosts:
        marks.append(f"{p.boosts} boost{'s' if p.boosts > 1 else ''}")
    extra = f" ({', '.join(marks)})" if marks else ""
    return f"{many}{p.card.name}{extra} in {zone_place(p.zone)}"


def zone_place(key: str) -> str:
    player = z.player_of(key) or ""
    for short, k in zone_keys(player).items():
        if k == key:
            return f"{player}'s {ZONE_SAID[short]}"
    return f"{player}'s Hero zone"


def lay_out(session: Session, clauses: list[Clause], names: CardNames) -> EntryResult:
    """Put the cards and Mana of ``clauses`` on the board as one judge edit; then give each
    player who has cards in Hand or Reserve and fewer ready Mana Orbs than they cost the
    Mana to play them (unless the sentence set that player's Mana)."""
    result = EntryResult()
    state = session.state
    placements = [_placement(c, names, state, result.notes) for c in clauses if c.kind == "card"]
    mana = {(c.player or first_player(state)): c.count for c in clauses if c.kind == "mana"}
    for player in mana:
        if player not in state.players:
            raise EntryError(f"there is no player {player}")

    def change(s: GameState) -> GameState:
        s = _place_all(s, placements)
        for player, ready in mana.items():
            s = edits.set_mana(s, player, ready, ready_mana(s, player)[1])
        return s

    try:
        placed = change(state)
    except IllegalAction as exc:
        raise EntryError(str(exc)) from None
    topped: dict[str, tuple[int, list[str]]] = {}
    if placements:
        for player in state.players:
            if player in mana:
                continue
            needed, named = mana_needed(placed, player)
            ready, _ = ready_mana(placed, player)
            if needed > ready:
                topped[player] = (needed, named)

    def with_mana(s: GameState) -> GameState:
        s = change(s)
        for player, (needed, _) in topped.items():
            s = edits.set_mana(s, player, needed, ready_mana(s, player)[1])
        return s

    words = [_placed_words(p) for p in placements]
    words += [f"{p} has {n} ready Mana" for p, n in mana.items()]
    label = "Judge edit: " + "; ".join(words)
    for p in placements:
        session.remember_card(p.made, p.card)
        if p.card.gaps:
            session.unexecuted[manual_key(p.made)] = tuple(gap_words(g.where) for g in p.card.gaps)
    try:
        session.edit(label, with_mana)
    except SandboxError as exc:
        raise EntryError(str(exc)) from None
    if words:
        result.said.append(_sentence(words) + ".")
    for player, (needed, named) in topped.items():
        result.said.append(
            f"{player} has {needed} ready Mana, enough to play {_sentence(named)} "
            f"(type “{player} mana N” to change it)."
        )
    for p in placements:
        if p.card.gaps:
            gaps = "; ".join(f"{gap_words(g.where)} ({g.reason})" for g in p.card.gaps)
            result.notes.append(f"{p.card.name}: not executed — resolve by hand: {gaps}.")
    return result


def _sentence(words: list[str]) -> str:
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _play_option(state: GameState, clause: Clause, names: CardNames) -> tuple[str, str]:
    """The pending turn decision's option that plays the card ``clause`` names, and the
    card's name."""
    d = state.pending
    assert d is not None
    typed = clause.name
    offered: list[tuple[str, str, str]] = []  # option id, card name, its zone's kind
    for o in d.options:
        parts = o.id.split(":")
        if parts[0] != "play" or len(parts) < 2 or parts[1] not in state.objects:
            continue
        obj = state.objects[parts[1]]
        name = state.name(parts[1])
        offered.append((o.id, name, z.kind_of(obj.zone).value))
    wanted = fold(typed)
    hits = [
        (level, oid, name, kind)
        for oid, name, kind in offered
        if (level := match_level(wanted, (name,))) is not None
        and (clause.zone is None or kind == clause.zone)
    ]
    if not hits:
        on_board = _on_board(state, wanted, clause)
        raise EntryError(on_board)
    best = min(h[0] for h in hits)
    hits = [h for h in hits if h[0] == best]
    dest = (clause.dest or "hero_expedition").removesuffix("_expedition")
    for _level, oid, name, _kind in hits:
        if oid.split(":")[-1] == dest or len(oid.split(":")) == 2:
            return oid, name
    return hits[0][1], hits[0][2]


def _on_board(state: GameState, wanted: str, clause: Clause) -> str:
    """Why no option plays the card: it is not in a Hand or Reserve, or it cannot be played
    now (the decision panel says why, with the rule)."""
    d = state.pending
    who = d.player if d is not None else "nobody"
    for oid, obj in state.objects.items():
        if obj.card_id is None or match_level(wanted, (state.name(oid),)) is None:
            continue
        kind = z.kind_of(obj.zone)
        if kind in (ZoneKind.HAND, ZoneKind.RESERVE):
            from engine.play.not_playable import why_not_playable

            reasons = why_not_playable(state, oid)
            why = "; ".join(r.text for r in reasons) or "it is not offered"
            return f"“{clause.text}”: {state.name(oid)} cannot be played by {who} now: {why}."
    return f"“{clause.text}”: no card of that name is in a Hand or a Reserve."


def play(session: Session, clause: Clause, names: CardNames, limit: int = 2_000) -> EntryResult:
    """Play the card ``clause`` names as its player's turn effect: run to that player's turn
    decision if it is not pending (as Run to decision would), answer it, and run on to the
    next decision nobody scripted."""
    result = EntryResult()
    start = session.cursor
    d = session.state.pending
    if d is None or d.kind != DecisionKind.TURN:
        session.run("decision", limit)
        d = session.state.pending
    if d is None or d.kind != DecisionKind.TURN:
        why = session.why_not_step() if d is None else f"{d.player} must first: {d.prompt}"
        _back_to(session, start)
        raise EntryError(f"“{clause.text}”: no turn to play it in — {why}")
    if clause.player is not None and d.player != clause.player:
        _back_to(session, start)
        raise EntryError(f"“{clause.text}”: it is {d.player}'s turn, not {clause.player}'s")
    try:
        option, name = _play_option(session.state, clause, names)
    except EntryError:
        _back_to(session, start)
        raise
    try:
        session.answer(option)
    except SandboxError as exc:
        _back_to(session, start)
        raise EntryError(f"“{clause.text}”: {exc}") from None
    label = next((o.label for o in d.options if o.id == option), name)
    session.run("decision", limit)
    result.said.append(f"{d.player} plays {label.removeprefix('play ')}.")
    pending = session.state.pending
    if pending is not None:
        result.said.append(f"Now {pending.player} decides: {pending.prompt}.")
    return result


def _back_to(session: Session, index: int) -> None:
    """Undo the steps a refused play took (the board as it was before the sentence)."""
    while session.cursor > index:
        session.undo()


def enter(session: Session, text: str, names: CardNames) -> EntryResult:
    """Do what ``text`` says: lay out its cards and Mana (one edit), then its plays in order.
    :class:`EntryError` names what was not understood, and the board is unchanged."""
    clauses = parse_sentence(text, names.is_name)
    if not clauses:
        raise EntryError("type cards and places, e.g. “Kuwat in reserve, Haven, Vanilla”")
    start = session.cursor
    result = EntryResult()
    layout = [c for c in clauses if c.kind != "play"]
    try:
        if layout:
            done = lay_out(session, layout, names)
            result.said += done.said
            result.notes += done.notes
        for clause in (c for c in clauses if c.kind == "play"):
            done = play(session, clause, names)
            result.said += done.said
    except EntryError:
        _back_to(session, start)
        raise
    return result


__all__ = ["EntryError", "EntryResult", "enter", "lay_out", "mana_needed", "play", "usual_zone"]
