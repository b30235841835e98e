"""A trace line is told to every player at once: it never names a card some player cannot
look at (3.1.3.f) — a card drawn (Deck to Hand), put face-down in a Mana zone (3.2.9.a
Remark), chosen from a Hand before it is shown. The judge's view names them all, each kind
of hidden zone on its own (``named_text``: the sandbox's *Show hands* / *Show decks*).
A card that arrives where every player sees it — Resupplied into a Reserve, put from a Hand
into a Reserve — is named as it arrives (3.1.3.a), and a card the effect revealed stays
named (3.1.3.f Remark)."""

from __future__ import annotations

from engine import (
    ActionKind,
    CardType,
    EffectStep,
    GameBuilder,
    Subject,
    answer,
    find,
    play_card,
)
from engine.state.decisions import DecisionKind
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry, named_text
from scenarios import EXAMPLES_DIR
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import Line, RunResult

from ..cards_text.helpers import play
from .helpers import until_decision


def _run(name: str) -> RunResult:
    return run_scenario(load_scenario(EXAMPLES_DIR / f"{name}.yaml"))


def _line(result: RunResult, judge_words: str) -> Line:
    """The one line whose judge's view holds ``judge_words``."""
    found = [ln for ln in result.lines if judge_words in ln.shown()]
    assert len(found) == 1, [ln.shown() for ln in found]
    return found[0]


def _pass_to_p1(state: GameState) -> GameState:
    """Answer p2's turn with a pass, back to p1's turn."""
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TURN and d.player == "p2"
    state, _ = answer(state, d.id, ("pass",))
    state, _ = until_decision(state)
    assert state.pending is not None and state.pending.player == "p1"
    return state


def _spell_board(effect: EffectStep) -> GameBuilder:
    return (
        GameBuilder()
        .in_hand("p1", "Insight", type=CardType.SPELL, hand_cost=0, effect=(effect,))
        .in_deck("p1", "Secret")
        .in_deck("p1", "Buried")
    )


def _entry(entries: tuple[TraceEntry, ...], judge_words: str) -> TraceEntry:
    found = [e for e in entries if judge_words in named_text(e.text, e.unnamed)]
    assert len(found) == 1
    return found[0]


def test_3_1_3_f_a_card_drawn_is_a_card_to_the_table_and_named_for_the_judge() -> None:
    _, entries = play(
        _spell_board(EffectStep(ActionKind.DRAW, Subject.CONTROLLER, amount=1)),
        "Insight",
        dest="spell",
    )
    drawn = _entry(entries, "Secret is drawn in p1's Hand")
    assert "Secret" not in drawn.text
    assert "a card is drawn in p1's Hand" in drawn.text
    assert {"3.1.3.f", "3.1.3.e"} <= set(drawn.rules)
    # The judge's view names it when Hands or Decks are shown, not otherwise.
    assert "Secret is drawn" in named_text(drawn.text, drawn.unnamed, {"hand"})
    assert "Secret is drawn" in named_text(drawn.text, drawn.unnamed, {"deck"})
    assert named_text(drawn.text, drawn.unnamed, ()) == drawn.text


def test_3_1_3_e_several_cards_drawn_are_counted_and_each_named_for_the_judge() -> None:
    _, entries = play(
        _spell_board(EffectStep(ActionKind.DRAW, Subject.CONTROLLER, amount=2)),
        "Insight",
        dest="spell",
    )
    drawn = _entry(entries, "Secret is drawn in p1's Hand")
    assert "2 cards are drawn in p1's Hand" in drawn.text
    assert "Secret" not in drawn.text and "Buried" not in drawn.text
    judge = named_text(drawn.text, drawn.unnamed)
    assert "Secret is drawn in p1's Hand; Buried is drawn in p1's Hand" in judge


def test_3_1_3_a_a_resupplied_card_is_named_as_every_player_sees_it_in_reserve() -> None:
    _, entries = play(
        _spell_board(EffectStep(ActionKind.RESUPPLY, Subject.CONTROLLER)),
        "Insight",
        dest="spell",
    )
    put = next(e for e in entries if "resupplies" in e.text)
    assert "p1 resupplies — Secret is put in p1's Reserve" in put.text
    assert "Secret is put in p1's Reserve (Resupply)" in put.earlier_words  # saved files
    assert not put.unnamed and "3.1.3.f" not in put.rules


def test_3_2_9_a_expand_puts_a_face_down_card_the_table_does_not_see() -> None:
    result = _run("4_2_1_e_derived_expand_puts_a_ready_mana_orb")
    expand = _line(result, "Vanilla 3/1/0 moves to p1's Mana zone")
    assert "Expand: a card moves to p1's Mana zone" in expand.text
    assert "Vanilla 3/1/0" not in expand.text
    assert "3.2.9.a" in expand.rules
    chose = _line(result, "p1 chooses Vanilla 3/1/0 for Expand")
    assert chose.text == "p1 chooses for Expand"  # the table does not learn which card
    # The Morning's Draw: four cards, counted per player, not named to the table.
    draw = _line(result, "Draw: Vanilla 1/1/1 is drawn in p2's Hand")
    assert "Draw: 2 cards are drawn in p2's Hand; 2 cards are drawn in p1's Hand" in draw.text


def test_3_1_3_f_a_card_chosen_from_a_hand_is_named_once_it_is_shown_in_reserve() -> None:
    result = _run("2_2_1_i_ada_lovelace_permanent_put_in_reserve_draws")
    texts = [ln.text for ln in result.lines]
    chosen = _line(result, "p1 chooses Plain Landmark")
    assert chosen.text == "p1 chooses a card in p1's Hand"
    assert "Ada Lovelace: Plain Landmark is put in p1's Reserve" in "\n".join(texts)
    assert "Ada Lovelace: a card is drawn in p1's Hand" in texts
    assert "3.2.5.b" in chosen.rules


def test_3_1_3_f_a_gift_in_an_opponents_hand_is_not_named_in_the_trace() -> None:
    result = _run("7_3_29_a_derived_drawing_on_anothers_turn_is_a_gift")
    gift = _line(result, "p1 also receives the Gift (Vanilla 2/2/2)")
    assert gift.text == "p1 also receives the Gift (a card in p2's Hand)"
    must = _line(result, "p1 must play the Reaction of Turuun & Benih")
    assert must.text.endswith("— for a card in p2's Hand")
    assert all("Vanilla" not in ln.text for ln in result.lines if ln.source == "engine")


def test_3_1_3_f_remark_cards_the_effect_revealed_stay_named() -> None:
    result = _run("3_2_2_e_mind_apotheosis_with_a_one_card_deck")
    texts = [ln.text for ln in result.lines]
    assert "Mind Apotheosis: Vanilla 2/2/2 is revealed" in texts
    assert "p1 chooses Vanilla 2/2/2" in texts  # among "these cards", revealed
    assert not any(ln.unnamed for ln in result.lines)


def test_3_1_3_f_remark_a_card_s_own_reaction_shows_it_in_a_mana_zone() -> None:
    # Armored Jammer's "When I'm put in a Mana zone" Reaction: the Reaction shows the card.
    result = _run("6_3_f_armored_jammer_reaction_after_it_left")
    must = next(ln for ln in result.lines if "must play the Reaction" in ln.text)
    assert "for Armored Jammer in p2's Mana zone" in must.text


def test_3_1_3_f_the_judges_view_does_not_cite_hidden_information_for_a_named_card() -> None:
    # "Vanilla 1/1/1 is drawn in p1's Hand" names the card: 3.1.3.f / 3.1.3.e, why the
    # table's line says "a card", are not the reason of the line the judge reads.
    result = _run("1_4_1_a_derived_cant_move_forward_beats_an_effect")
    drawn = _line(result, "Push On: Vanilla 1/1/1 is drawn in p1's Hand")
    assert {"3.1.3.f", "3.1.3.e"} <= set(drawn.rules)  # told to the table
    assert {"3.1.3.f", "3.1.3.e"} <= set(drawn.shown_rules(()))
    assert not {"3.1.3.f", "3.1.3.e"} & set(drawn.shown_rules({"hand"}))
    assert not {"3.1.3.f", "3.1.3.e"} & set(drawn.shown_rules())


def test_3_2_5_b_a_card_chosen_from_a_hand_named_for_the_judge_cites_no_hiding_rule() -> None:
    result = _run("2_2_1_i_ada_lovelace_permanent_put_in_reserve_draws")
    chosen = _line(result, "p1 chooses Plain Landmark")
    assert "3.2.5.b" in chosen.shown_rules(())  # "p1 chooses a card in p1's Hand"
    assert "3.2.5.b" not in chosen.shown_rules({"hand"})


def test_3_2_9_a_a_card_named_in_a_mana_zone_for_the_judge_cites_no_face_down_rule() -> None:
    result = _run("4_2_1_e_derived_expand_puts_a_ready_mana_orb")
    expand = _line(result, "Vanilla 3/1/0 moves to p1's Mana zone")
    assert {"3.2.9.a", "3.1.3.f"} <= set(expand.shown_rules(()))
    assert not {"3.2.9.a", "3.1.3.f"} & set(expand.shown_rules())


def test_3_1_3_f_a_reaction_label_naming_a_gift_for_the_judge_cites_no_hiding_rule() -> None:
    result = _run("7_3_29_a_derived_drawing_on_anothers_turn_is_a_gift")
    must = _line(result, "p1 must play the Reaction of Turuun & Benih")
    assert "3.1.3.f" in must.shown_rules(())
    assert "3.1.3.f" not in must.shown_rules({"hand"})
    gift = _line(result, "p1 also receives the Gift (Vanilla 2/2/2)")
    assert "3.1.3.f" in gift.shown_rules(()) and "3.1.3.f" not in gift.shown_rules({"hand"})


def test_3_1_3_f_a_reveal_is_temporary_a_later_effect_does_not_name_the_card() -> None:
    # CR 5.0 uses "reveal" only for "show a card temporarily to all players" (its list of
    # changes): once the revealing effect is over, the card in its hidden zone is hidden
    # again (3.1.3.f) — the next effect drawing it tells the table "a card".
    b = (
        GameBuilder()
        .in_hand(
            "p1",
            "Peek",
            type=CardType.SPELL,
            hand_cost=0,
            effect=(EffectStep(ActionKind.REVEAL, Subject.TOP_CARDS_OF_YOUR_DECK, amount=1),),
        )
        .in_hand(
            "p1",
            "Study",
            type=CardType.SPELL,
            hand_cost=0,
            effect=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER, amount=1),),
        )
        .in_deck("p1", "Secret")
        .in_deck("p1", "Buried")
    )
    state, first = play(b, "Peek", dest="spell")
    assert any("Secret is revealed" in e.text for e in first)  # shown to every player
    state = _pass_to_p1(state)
    state, p1_plays = play_card(state, "p1", find(state, "Study"), "spell")
    state, second = until_decision(state)
    drawn = _entry((p1_plays, *second), "Secret is drawn in p1's Hand")
    assert "a card is drawn in p1's Hand" in drawn.text and "Secret" not in drawn.text
    assert "3.1.3.f" in drawn.rules


def test_6_1_h_a_card_chosen_from_a_hand_is_made_explicit_not_revealed() -> None:
    # 6.1.h: a choice of a card in a hidden zone is made explicit, the card need not be
    # revealed — cited where the table's line leaves it unnamed, not where it is named.
    result = _run("2_2_1_i_ada_lovelace_permanent_put_in_reserve_draws")
    chosen = _line(result, "p1 chooses Plain Landmark")
    assert chosen.shown_rules(())[:1] == ("6.1.g",) and "6.1.h" in chosen.shown_rules(())
    assert "6.1.h" not in chosen.shown_rules({"hand"})


def test_6_1_h_kept_where_the_choice_itself_is_made_in_initiative_order() -> None:
    # "Each player sacrifices a Character": 6.1.h is why the players choose in turn, so the
    # judge's view keeps it even where no card is hidden.
    result = _run("6_1_h_anubis_each_player_sacrifices_a_character")
    chosen = _line(result, "p2 chooses Vanilla 3/1/0")
    assert "6.1.h" in chosen.shown_rules()
