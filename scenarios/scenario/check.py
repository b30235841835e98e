"""Checking a run against the scenario's expectations: each one held or failed, with the
actual value."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine import BOOST, GameState, Status, Terrain
from engine.reading.passives import has_keyword, statistics, subtypes_of
from engine.reading.terrain import terrains_at
from engine.why.icon_words import icons_said
from engine.why.labels import emblem_text
from scenarios.scenario.load import Scenario
from scenarios.scenario.meaning import option_by_meaning, same_meaning
from scenarios.scenario.models import EmblemExpect, Expectation, ObjectExpect, RegionExpect
from scenarios.scenario.option_words import names_an_option, never_matching
from scenarios.scenario.rolls import combinations, said
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import Refusal, RunResult


@dataclass(frozen=True, slots=True)
class Outcome:
    """One expectation's verdict."""

    label: str
    held: bool
    expected: Any
    actual: Any
    line: int = 0


@dataclass(frozen=True, slots=True)
class Report:
    """All verdicts of one scenario file."""

    scenario: Scenario
    run: RunResult
    outcomes: tuple[Outcome, ...]

    @property
    def ok(self) -> bool:
        return all(o.held for o in self.outcomes)


def _names(state: GameState, zone: str) -> list[str]:
    return [state.name(oid) for oid in state.zone(zone)]


def _find(result: RunResult, ref: str, zone: str | None) -> list[str]:
    s = result.state
    if ref in result.refs:
        oid = s.card_objects.get(result.refs[ref])
        return [oid] if oid is not None and (zone is None or s.objects[oid].zone == zone) else []
    return [
        oid
        for oid, o in s.objects.items()
        if o.card_id is not None
        and s.cards[o.card_id].name.casefold() == ref.casefold()
        and (zone is None or o.zone == zone)
    ]


def _counters(e: ObjectExpect, has: dict[str, int]) -> tuple[dict[str, int], dict[str, int]]:
    """``counters:`` as a judge writes it: a kind stated at 0 is a kind it has none of
    (2.5.a), and beside ``boosts:`` — which states the boost counters (2.5.1.a), a type of
    counters — ``counters:`` states the other kinds ("Lantern: 2, boosts: 1")."""
    want = {kind: n for kind, n in (e.counters or {}).items() if n}
    if e.boosts is not None and not any(k.casefold() == BOOST for k in want):
        has = {kind: n for kind, n in has.items() if kind != BOOST}
    return want, has


def _object(result: RunResult, e: ObjectExpect) -> tuple[bool, Any, Any]:
    s = result.state
    zone = e.zone or e.within
    hits = _find(result, e.object, zone)
    if e.nth is not None:
        # Several same-named objects: the nth in zone order (a Deck from its top, 3.2.2.b).
        order = {oid: i for key in s.zones for i, oid in enumerate(s.zones[key])}
        hits = sorted(hits, key=lambda h: (s.objects[h].zone, order.get(h, 0)))
        hits = [hits[e.nth - 1]] if len(hits) >= e.nth else []
    if not e.exists:
        return (
            not hits,
            "no such object",
            [f"{s.name(h)} in {s.objects[h].zone}" for h in hits] or "no such object",
        )
    if len(hits) != 1:
        where: Any = [f"{s.objects[h].zone}" for h in hits]
        if not hits and zone is not None:
            # None there: say where the objects of that name are (zone keys, as written).
            elsewhere = sorted(s.objects[h].zone for h in _find(result, e.object, None))
            where = f"none there; it is in {', '.join(elsewhere)}" if elsewhere else "none"
        return False, f"one {e.object!r}" + (f" in {zone}" if zone else ""), where or "none"
    o = s.objects[hits[0]]
    expected: dict[str, Any] = {}
    actual: dict[str, Any] = {}
    if zone is not None:
        expected["zone"], actual["zone"] = zone, o.zone
    statuses = sorted(st.value for st in o.statuses)
    if e.statuses is not None:
        expected["statuses"] = sorted(st.value for st in e.statuses)
        actual["statuses"] = statuses
    if e.has:
        expected["has"] = sorted(st.value for st in e.has)
        actual["has"] = sorted(st.value for st in e.has if o.has(st))
    if e.lacks:
        expected["lacks"] = sorted(st.value for st in e.lacks)
        actual["lacks"] = sorted(st.value for st in e.lacks if not o.has(st))
    if e.counters is not None:
        expected["counters"], actual["counters"] = _counters(e, dict(o.counters))
    if e.boosts is not None:
        expected["boosts"], actual["boosts"] = e.boosts, o.boosts
    stats = statistics(s, o.id)
    for t in Terrain:
        want = getattr(e, t.value)
        if want is not None:
            expected[t.value], actual[t.value] = want, stats[t]
    if e.subtypes is not None:
        # Printed, plus those passive abilities add (2.3.1.a).
        expected["subtypes"] = list(e.subtypes)
        actual["subtypes"] = list(subtypes_of(s, o.id))
    if e.keywords is not None:
        # Keyword abilities it has now: printed or granted, not lost (7.4, 2.3.1.a).
        expected["keywords"] = sorted(k.value for k in e.keywords)
        actual["keywords"] = sorted(k.value for k in e.keywords if has_keyword(s, o.id, k))
    if e.lacks_keywords:
        expected["lacks_keywords"] = sorted(k.value for k in e.lacks_keywords)
        actual["lacks_keywords"] = sorted(
            k.value for k in e.lacks_keywords if not has_keyword(s, o.id, k)
        )
    if e.controller is not None:
        expected["controller"], actual["controller"] = e.controller, o.controller
    if e.owner is not None:
        expected["owner"], actual["owner"] = e.owner, o.owner
    if not expected:
        expected["exists"], actual["exists"] = True, True
    return expected == actual, expected, actual


def evaluate(e: Expectation, result: RunResult) -> tuple[str, bool, Any, Any]:
    """(label, held, expected, actual) for one expectation."""
    s = result.state
    if e.zone is not None:
        names = _names(s, e.zone)
        if e.cards is not None:
            return f"zone {e.zone}", names == list(e.cards), list(e.cards), names
        if e.count is not None:
            return f"zone {e.zone} count", len(names) == e.count, e.count, len(names)
        folded = [n.casefold() for n in names]
        if e.contains:
            missing = [c for c in e.contains if c.casefold() not in folded]
            return f"zone {e.zone} contains", not missing, list(e.contains), names
        present = [c for c in e.excludes if c.casefold() in folded]
        return f"zone {e.zone} excludes", not present, list(e.excludes), names
    if e.object is not None:
        held, expected, actual = _object(result, e.object)
        return f"object {e.object.object}", held, expected, actual
    if e.position is not None:
        p = e.position
        exp: dict[str, Any] = {}
        act: dict[str, Any] = {}
        if p.region is not None:
            exp["region"], act["region"] = p.region, s.positions.get(p.expedition)
        if p.ascended is not None:
            exp["ascended"] = p.ascended
            act["ascended"] = Status.ASCENDED in s.expedition_statuses.get(p.expedition, set())
        return f"position {p.expedition}", exp == act, exp, act
    if e.winner is not None:
        return "winner", s.winner == e.winner, e.winner, s.winner
    if e.emblems is not None:
        return _emblems(result, e.emblems)
    if e.region is not None:
        return _region(result, e.region)
    if e.game_over is not None:
        return "game over", s.game_over == e.game_over, e.game_over, s.game_over
    if e.phase is not None:
        return "phase", s.phase is e.phase, e.phase.value, s.phase.value
    if e.day is not None:
        return "day", s.day == e.day, e.day, s.day
    if e.decision is not None:
        d, pending = e.decision, s.pending
        if d.none:
            return "no decision pending", pending is None, None, pending and pending.prompt
        if pending is None:
            return "decision", False, d.model_dump(exclude_defaults=True), None
        labels = [o.label for o in pending.options]
        got = {"player": pending.player, "kind": pending.kind, "options": labels}
        ok = (d.player is None or d.player == pending.player) and (
            d.kind is None or d.kind == pending.kind
        )
        # An option is named by its label, its id, or a card or object it is about.
        refs = result.refs
        ok = ok and all(
            names_an_option(s, pending, x, refs)
            or option_by_meaning(s, pending.options, x) is not None
            for x in d.options_include
        )
        ok = ok and not any(names_an_option(s, pending, x, refs) for x in d.options_exclude)
        never = never_matching(s, pending, d.options_exclude, refs)
        if never:
            words = ", ".join(repr(x) for x in never)
            got["error"] = (
                f"options_exclude {words} names no card, ref, player, Expedition or option "
                "of this scenario: it could never match, so it would hold whatever is offered"
            )
            ok = False
        return "decision", ok, d.model_dump(exclude_defaults=True), got
    if e.cites:
        # "The trace cites X": X deciding a line or named beside it as only relevant
        # (engine/why/deciding.py) — what ``cites:`` meant when every file so far was
        # written (a file saved by the previous release must hold as it did);
        # ``also_cites:`` asserts a rule is only relevant.
        cited = result.cited() | result.also_cited()
        missing = [r for r in e.cites if r not in cited]
        return "trace cites", not missing, list(e.cites), sorted(cited, key=_rule_key)
    if e.also_cites:
        relevant = result.also_cited()
        missing = [r for r in e.also_cites if r not in relevant]
        return (
            "trace names as only relevant",
            not missing,
            list(e.also_cites),
            sorted(relevant, key=_rule_key),
        )
    if e.does_not_cite:
        cited = result.cited()  # not as deciding a line (``also_cites:`` for "only relevant")
        present = [r for r in e.does_not_cite if r in cited]
        return "trace does not cite", not present, list(e.does_not_cite), present
    if e.trace_order:
        # A line as told to the table ("a card is drawn …") and as the judge reads it,
        # every card named (3.1.3.f): a scenario's author may quote either.
        # A line's actions by their old label names too ("give boost"), which files written
        # before the lines said them as sentences quote.
        texts = [
            f"{line.text}\n{line.shown()}\n{': '.join(line.actions)}".casefold()
            for line in result.lines
        ]
        found: list[int] = []
        start = 0
        for want in e.trace_order:
            # a file may quote the card data's icon codes ("its {H} Reaction"): the lines
            # say them in words (engine/why/icon_words.py), the same words either way
            wants = {want.casefold(), icons_said(want).casefold()}
            index = next(
                (i for i in range(start, len(texts)) if any(w in texts[i] for w in wants)),
                None,
            )
            if index is None:  # reworded since the file was written: the same meaning
                index = next(
                    (i for i in range(start, len(texts)) if same_meaning(want, texts[i])),
                    None,
                )
            if index is None:
                break
            found.append(index)
            start = index + 1
        held = len(found) == len(e.trace_order)
        actual = [result.lines[i].shown(None) for i in found]
        if not held:
            want = e.trace_order[len(found)]
            anywhere = any(
                w in t for t in texts for w in (want.casefold(), icons_said(want).casefold())
            )
            if anywhere and found:
                actual.append(f"{want!r} is in no line after {e.trace_order[len(found) - 1]!r}")
            else:
                actual.append(f"{want!r} is in no line")
        return "trace order", held, list(e.trace_order), actual
    assert e.events is not None
    ev = e.events
    kinds = {ev.kind} if isinstance(ev.kind, str) else set(ev.kind)
    events = [x for entry in result.entries for x in entry.events if x.kind.value in kinds]
    exp2: dict[str, Any] = {}
    act2: dict[str, Any] = {}
    if ev.count is not None:
        exp2["count"], act2["count"] = ev.count, len(events)
    if ev.same_step:
        exp2["steps"], act2["steps"] = 1, len({x.seq for x in events})
    if ev.player is not None:  # who performed each (1.4.7), every one of them
        exp2["player"] = ev.player
        doers = sorted({x.player or "" for x in events})
        act2["player"] = doers[0] if len(doers) == 1 else doers
    return f"events {', '.join(sorted(kinds))}", exp2 == act2, exp2, act2


def _emblems(result: RunResult, e: EmblemExpect) -> tuple[str, bool, Any, Any]:
    """Emblems in Limbo matching the expectation (2.2.1.g, 6.3.i)."""
    s = result.state
    found: list[dict[str, Any]] = []
    for oid in s.zone("limbo"):
        data = s.objects[oid].emblem
        if data is None:
            continue
        text = emblem_text(s, oid) if data.subtype == "Reaction" else data.text
        bound = [s.name(b) for b in (data.it or data.bound) if b in s.objects]
        found.append(
            {"source": data.source_name, "kind": data.subtype, "text": text, "bound": bound}
        )
    matching = [
        f
        for f in found
        if (e.source is None or f["source"].casefold() == e.source.casefold())
        and (e.kind is None or f["kind"] == e.kind)
        and (e.text is None or e.text.casefold() in (f["text"] or "").casefold())
        and all(b.casefold() in [x.casefold() for x in f["bound"]] for b in e.bound)
    ]
    expected = e.model_dump(exclude_defaults=True)
    held = len(matching) == e.count if e.count is not None else bool(matching)
    return "emblems in Limbo", held, expected, found


def _region(result: RunResult, e: RegionExpect) -> tuple[str, bool, Any, Any]:
    """A region's terrains now (Terrain Markers applied) and whether it is face-up."""
    s = result.state
    exp: dict[str, Any] = {}
    act: dict[str, Any] = {}
    if e.terrains is not None:
        exp["terrains"] = sorted(t.value for t in e.terrains)
        act["terrains"] = sorted(t.value for t in terrains_at(s, e.index))
    if e.face_up is not None:
        exp["face_up"], act["face_up"] = e.face_up, s.adventure[e.index].face_up
    return f"region {e.index}", exp == act, exp, act


def _rule_key(rule: str) -> list[tuple[int, int | str]]:
    return [(0, int(p)) if p.isdigit() else (1, p) for p in rule.split(".")]


Located = tuple[tuple[Expectation, tuple[int | str, ...]], ...]
"""Expectations with where each is written (for its line)."""


def check_scenario(scenario: Scenario) -> Report:
    """Run ``scenario`` and evaluate every expectation (plus the implicit ones: the script
    ran to its end without errors, every card construct it uses is executable, and every
    stated die result was rolled). With die-roll branches (``per_roll``), it runs once per
    combination of each branch's results, checking ``expect`` and the branch's own
    expectations, each labelled with what the dice showed."""
    model = scenario.model
    common: Located = tuple((e, ("expect", i)) for i, e in enumerate(model.expect))
    if not model.per_roll:
        result = run_scenario(scenario)
        return Report(scenario, result, tuple(_outcomes(scenario, result, common)))
    outcomes: list[Outcome] = []
    first: RunResult | None = None
    for b, branch in enumerate(model.per_roll):
        for rolls in combinations(branch.rolls):
            result = run_scenario(scenario, rolls)
            first = first or result
            own: Located = tuple(
                (e, ("per_roll", b, "expect", i)) for i, e in enumerate(branch.expect)
            )
            found = _outcomes(scenario, result, (*common, *own))
            outcomes.extend(replace(o, label=f"{said(rolls)}: {o.label}") for o in found)
    assert first is not None  # a branch has at least one roll
    return Report(scenario, first, tuple(outcomes))


def _outcomes(
    scenario: Scenario,
    result: RunResult,
    located: Located,
) -> list[Outcome]:
    """The implicit outcomes of one run, then each expectation's (``located``: with where
    it is written, for its line)."""
    outcomes: list[Outcome] = []
    if result.gaps:
        outcomes.append(
            Outcome("cards are executable", False, [], result.gaps, scenario.line("players"))
        )
    if result.errors:
        outcomes.append(Outcome("script runs", False, "no error", result.errors))
    if result.rolls_left:
        # 7.3.33.a: a stated result no roll used means the run is not the one described.
        outcomes.append(
            Outcome("every stated die result is rolled", False, [], list(result.rolls_left))
        )
    outcomes.extend(refusal_outcomes(scenario, result))
    for e, loc in located:
        try:
            label, held, expected, actual = evaluate(e, result)
        except Exception as exc:  # a broken state must be reported, not crash the check
            label, held, expected, actual = "expectation", False, "evaluable", repr(exc)
        outcomes.append(Outcome(label, held, expected, actual, scenario.line(*loc)))
    return outcomes


def refusal_outcomes(scenario: Scenario, result: RunResult) -> list[Outcome]:
    """One verdict per script item the scenario expects refused (``refused:``): the engine
    refused it, its refusal cites every rule of ``cites`` and says ``says``."""
    done = {r.index: r for r in result.refusals}
    out: list[Outcome] = []
    for i, item in enumerate(scenario.model.script):
        if item.refused is None:
            continue
        line = scenario.line("script", i, "refused")
        expected: dict[str, Any] = {"refused": True, "cites": list(item.refused.cites)}
        if item.refused.says:
            expected["says"] = item.refused.says
        label = f"script[{i}] is refused"
        r = done.get(i)
        if r is None:  # the script stopped before it
            out.append(Outcome(label, False, expected, "not reached", line))
            continue
        out.append(Outcome(label, _held(r), expected, _actual(r), line))
    return out


def _held(r: Refusal) -> bool:
    says = r.expected.says.casefold()
    cites = all(rule in r.rules for rule in r.expected.cites)
    return r.refused and cites and says in r.text.casefold()


def _actual(r: Refusal) -> dict[str, Any]:
    if not r.refused:
        return {"refused": False}
    return {"refused": True, "cites": list(r.rules), "says": r.text}
