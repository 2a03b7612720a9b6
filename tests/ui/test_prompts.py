"""The prompt panel, the hand and the prompt words: every kind answered through the panel, shortcuts,
planet clicks, refusals, the deal builder, and labels for every prompt the engine asks."""

from __future__ import annotations

from typing import Any

import pygame
from kit import click, key, make_app, person_at

from game import alien_texts, describe
from game.cards.catalog import CARD_NAME
from game.core import ANSWERS
from game.engine import new_game
from game.prompts import Prompt
from game.scenario import make_setup, named_cards, scenario_config
from game.sim import random_game
from game.ui.app import App
from game.ui.hand import PLAYABLE, SELECTED
from game.ui.scenes.table import TableScene
from game.ui.session import Batch, LocalSession
from game.view import view_for

FAST = {"bot_speed": 8.0, "animation_speed": 8.0}
DT = 1 / 20
NAMES = ["Red", "Blue", "Purple", "Yellow", "Green"]


def _settle(app: App, scene: TableScene, n: int = 40) -> None:
    """Frames until the animations are done and the panel shows the person's prompt."""
    for _ in range(n):
        app.frame(DT)
        if scene.prompt.prompt is not None and not scene.animator.busy:
            return


def at_prompt(ctx: str, seed: int = 3, seats: int = 4, aliens: str = "none") -> tuple[App, TableScene]:
    """A table where seat 0 (a person) faces its first prompt of ``ctx``; a bot played seat 0 until then."""
    return person_at(ctx, seed, seats, alien_mode=aliens)


def from_scenario(raw: dict[str, Any], seats: list[str]) -> tuple[App, TableScene]:
    """A table set up as a scenario says, its actions played, then handed to the seats given."""
    config = scenario_config(raw["config"])
    session = LocalSession.with_strengths(config, seats)
    session.state, opening = new_game(config, make_setup(raw["setup"], config))
    session.history = [Batch(opening)]
    for action in raw["actions"]:
        seat = action["seat"]
        body = {k: v for k, v in named_cards(action, session.state.hands[seat]).items() if k != "seat"}
        session.submit(seat, body)
    app = make_app(**FAST)
    scene = TableScene(app, session)
    app.switch(scene)
    scene.animator.skip()
    _settle(app, scene)
    return app, scene


def last_action(scene: TableScene) -> dict[str, Any]:
    batch = scene.session.history[-1]
    assert batch.action is not None
    return batch.action


def human_actions(scene: TableScene, seat: int = 0) -> list[dict[str, Any]]:
    return [b.action for b in scene.session.history if b.actor == seat and b.action is not None]


def press(app: App, k: int) -> None:
    key(k)
    app.frame(DT)


def click_at(app: App, pos: tuple[int, int]) -> None:
    click(pos)
    app.frame(DT)


def button(scene: TableScene, start: str) -> Any:
    return next(b for b in scene.prompt.buttons if b.rect.w and b.label.startswith(start))


# -- words ---------------------------------------------------------------------------------------------
def test_every_prompt_the_engine_asks_has_a_title() -> None:
    """In the engine's table, or in the words an alien brings (game.alien_texts)."""
    assert set(ANSWERS) <= set(describe.TITLES) | set(alien_texts.TITLES)


def test_option_labels_are_words_for_every_prompt_met_in_alien_games() -> None:
    """Random-alien bot games: every option of every choose prompt gets a label without raw keys, and
    every prompt a title and a hint."""
    seen: set[tuple[str, str]] = set()
    bad: list[str] = []

    def check(state: Any, action: Any, events: Any) -> None:
        for p in state.prompts:
            seen.add((p.kind, p.ctx))
            assert describe.title(p) and describe.hint(p, NAMES.__getitem__)
            view = view_for(state, p.seat)
            for o in p.options:
                label = describe.option_label(o, NAMES.__getitem__, 5, view)
                if "_" in label or "{" in label or "type" in label:
                    bad.append(f"{p.ctx}: {o} -> {label}")

    for seed in range(8):
        random_game(5 - seed % 3, seed, aliens="random" if seed % 2 else "choose", on_action=check)
    assert not bad, bad[:10]
    assert len(seen) > 25


def test_labels_read_well() -> None:
    name = NAMES.__getitem__
    assert describe.option_label({"type": "aim", "planet": 7}, name) == "Blue's planet 3"
    assert describe.option_label({"type": "pass"}, name) == "Pass"
    assert describe.option_label({"type": "rewards", "ships": 1, "cards": 2}, name) == (
        "1 ship from the warp and 2 cards"
    )
    assert describe.option_label({"type": "second_encounter", "take": False}, name) == "No, end my turn"
    plague = CARD_NAME.index("Plague")
    assert (
        describe.option_label({"type": "play", "card": plague, "target": 2}, name) == "Play Plague: on Purple"
    )
    mind = {"type": "power", "alien": "Mind", "use": "look", "player": 3}
    assert describe.option_label(mind, name) == "Mind: look at Yellow's hand"
    window = Prompt(1, 0, "choose", "window", ({"type": "pass"},))
    assert describe.title(window, {"play_window": "reveal"}) == "Play a card or pass (cards revealed)"
    terms = {
        "offense": {"cards": [0], "count": 0, "kind": None, "colony": 7},
        "defense": {"cards": [], "count": 2, "kind": "attack", "colony": None},
    }
    text = describe.terms_text(terms, "offense", name, {"offense": 0, "defense": 1})
    assert (
        text
        == f"You give {CARD_NAME[0]}, a colony on Blue's planet 3; Blue gives 2 attack cards of their choice."
    )


# -- choose: shortcuts, hand clicks, planet clicks -----------------------------------------------------
def test_number_keys_choose_the_numbered_option() -> None:
    app, scene = at_prompt("launch_aim")
    options = scene.prompt.prompt.options  # type: ignore[union-attr]
    press(app, pygame.K_2)
    assert last_action(scene)["planet"] == options[1]["planet"]
    assert scene.session.history[-1].actor == 0


def test_a_planet_click_answers_a_planet_choice() -> None:
    _app, scene = at_prompt("launch_aim")
    panel = scene.prompt
    p = panel.prompt
    assert p is not None
    target = p.options[-1]["planet"]
    assert target in panel.planet_choices()
    assert not panel.planet_clicked(-5)
    assert panel.prompt is p  # nothing sent
    assert panel.planet_clicked(target)
    assert last_action(scene) == {**p.options[-1], "prompt": p.id, "seat": 0}


def test_clicking_a_glowing_hand_card_chooses_it_and_dim_cards_do_nothing() -> None:
    app, scene = at_prompt("select_card")
    p = scene.prompt.prompt
    assert p is not None
    legal = {o["card"] for o in p.options}
    marks = scene.hand.marks()
    assert set(marks) == legal and set(marks.values()) == {PLAYABLE}
    hand = scene.table.shown["hand"]
    dim = [c for c in hand if c not in legal]
    rects = {card: r for r, card in scene.hand.rects}
    count = len(scene.session.history)
    if dim:
        click_at(app, rects[dim[0]].center)
        assert len(scene.session.history) == count and scene.prompt.prompt is p
    card = sorted(legal)[0]
    click_at(app, (rects[card].centerx, rects[card].bottom - 12))
    assert scene.session.state.answers.get(0, {}).get("card") == card or last_action(scene)["card"] == card


def test_hovering_a_card_shows_it_large() -> None:
    app, scene = at_prompt("select_card")
    r, card = scene.hand.rects[0]
    pygame.mouse.set_pos(r.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    if pygame.mouse.get_pos() == r.center:  # the dummy driver may ignore set_pos
        assert scene.hand.hovered == card


def test_p_passes_a_play_window() -> None:
    app, scene = at_prompt("window", seed=3)
    press(app, pygame.K_p)
    assert human_actions(scene)[-1]["type"] == "pass"


# -- ships, place, cards, invite, deal -----------------------------------------------------------------
def test_ships_counters_and_enter() -> None:
    app, scene = at_prompt("launch_ships")
    panel = scene.prompt
    spec = panel.prompt.spec  # type: ignore[union-attr]
    first, avail = spec["sources"][0]
    click_at(app, button(scene, "all").rect.center)  # every ship of the first source
    assert panel.counts[first] == avail
    click_at(app, button(scene, "-").rect.center)
    assert panel.counts[first] == avail - 1
    press(app, pygame.K_1)  # a number key adds one from that source
    assert panel.counts[first] == min(avail, spec["max"])
    press(app, pygame.K_RETURN)
    action = human_actions(scene)[-1]
    assert action["type"] == "launch" and action["ships"] == [[first, avail]]


def test_esc_stays_out_of_an_alliance() -> None:
    app, scene = at_prompt("ally", seed=3)
    assert button(scene, "Stay out").enabled
    press(app, pygame.K_ESCAPE)
    assert human_actions(scene)[-1]["type"] == "decline"


def test_joining_an_alliance_needs_a_side() -> None:
    app, scene = at_prompt("ally", seed=3)
    panel = scene.prompt
    spec = panel.prompt.spec  # type: ignore[union-attr]
    press(app, pygame.K_1)
    if len(spec["sides"]) > 1:
        assert not button(scene, "Send").enabled
        press(app, pygame.K_d if "defense" in spec["sides"] else pygame.K_o)
    assert button(scene, "Send").enabled
    press(app, pygame.K_RETURN)
    action = human_actions(scene)[-1]
    assert action["type"] == "ally" and action["side"] in spec["sides"]


def test_invite_toggles_and_esc_invites_nobody() -> None:
    app, scene = at_prompt("invite_offense")
    cands = scene.prompt.prompt.spec["candidates"]  # type: ignore[union-attr]
    press(app, pygame.K_1)
    assert scene.prompt.picked == [cands[0]]
    press(app, pygame.K_1)
    assert scene.prompt.picked == []
    press(app, pygame.K_ESCAPE)
    assert human_actions(scene)[-1] == {
        "type": "invite",
        "seats": [],
        "prompt": human_actions(scene)[-1]["prompt"],
        "seat": 0,
    }


def test_invite_shows_the_seats_a_hazard_requires_ticked_and_fixed() -> None:
    """The Alliance hazard: the engine names in the invite prompt (``required``) the partner the offense
    must invite; the panel shows it ticked, it cannot be unticked, and "Invite nobody" is not offered."""
    app, scene = at_prompt("invite_offense")
    real = scene.prompt.prompt
    assert real is not None
    cands = real.spec["candidates"]
    partner = cands[0]
    scene.prompt.prompt = None  # the same prompt, as the engine asks it under the hazard
    scene.prompt.show(real._replace(spec={**real.spec, "required": [partner]}))
    app.frame(DT)
    assert scene.prompt.picked == [partner]
    fixed = button(scene, f"{scene.table.name(partner)} (required)")
    assert fixed.selected and not fixed.enabled
    press(app, pygame.K_1)  # its key does not untick it
    assert scene.prompt.picked == [partner]
    assert not [b for b in scene.prompt.buttons if b.label == "Invite nobody"]
    if len(cands) > 1:
        press(app, pygame.K_2)
        assert scene.prompt.picked == [partner, cands[1]]
    press(app, pygame.K_RETURN)
    assert partner in human_actions(scene)[-1]["seats"]


def test_place_ships_with_all_and_enter() -> None:
    app, scene = at_prompt("return_ships", seed=1)
    spec = scene.prompt.prompt.spec  # type: ignore[union-attr]
    click_at(app, button(scene, "all").rect.center)
    assert sum(scene.prompt.counts.values()) == spec["count"]
    assert not any(b.enabled for b in scene.prompt.buttons if b.label == "+")
    press(app, pygame.K_RETURN)
    action = human_actions(scene)[-1]
    assert action["type"] == "place" and sum(c for _, c in action["ships"]) == spec["count"]


DEAL = {
    "config": {"players": 3},
    "setup": {
        "first_player": 0,
        "destiny_top": ["blue"],
        "hands": {
            "0": ["Negotiate", "Attack 10"],
            "1": ["Negotiate", "Attack 12", "Attack 13", "Reinforcement +5"],
            "2": ["Attack 06"],
        },
    },
    "actions": [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 4]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Negotiate"},
        {"seat": 1, "type": "encounter_card", "card": "Negotiate"},
    ],
}


def test_the_deal_builder_proposes_terms_built_with_clicks() -> None:
    app, scene = from_scenario(DEAL, ["human", "random", "random"])
    panel = scene.prompt
    assert panel.prompt is not None and panel.prompt.kind == "deal"
    hand = scene.table.shown["hand"]
    ten = next(c for c in hand if CARD_NAME[c] == "Attack 10")
    assert scene.hand.marks() == {ten: PLAYABLE}
    assert not button(scene, "Propose").enabled  # nothing changes hands yet
    rects = {card: r for r, card in scene.hand.rects}
    click_at(app, rects[ten].center)
    assert scene.hand.marks() == {ten: SELECTED}
    click_at(app, button(scene, "+").rect.center)
    click_at(app, button(scene, "Cards of any kind").rect.center)  # -> attack only
    assert panel.deal["theirs"] == 1 and panel.deal["kind"] == "attack"
    press(app, pygame.K_RETURN)
    offered = next(
        b for b in scene.session.history if b.actor == 0 and b.action and b.action["type"] == "deal_propose"
    )
    assert offered.action is not None
    terms = offered.action["terms"]
    assert terms["offense"]["cards"] == [ten] and terms["defense"]["count"] == 1
    assert terms["defense"]["kind"] == "attack"


def test_walk_away_from_a_deal_with_esc() -> None:
    app, scene = from_scenario(DEAL, ["human", "random", "random"])
    press(app, pygame.K_ESCAPE)
    assert human_actions(scene)[-1]["type"] == "deal_fail"


def test_a_cards_prompt_is_answered_from_the_hand() -> None:
    raw = {
        **DEAL,
        "actions": [
            *DEAL["actions"],
            {
                "seat": 0,
                "type": "deal_propose",
                "terms": {"offense": {"cards": ["Attack 10"]}, "defense": {"count": 1, "kind": "attack"}},
            },
            {"seat": 1, "type": "deal_accept"},
        ],
    }
    app, scene = from_scenario(raw, ["random", "human", "random"])
    panel = scene.prompt
    assert panel.prompt is not None and panel.prompt.ctx == "deal_cards"
    marks = scene.hand.marks()
    attacks = {c for c in scene.table.shown["hand"] if CARD_NAME[c].startswith("Attack")}
    assert set(marks) == attacks  # the reinforcement is not one of those allowed: it stays dim
    assert not button(scene, "Confirm").enabled
    card = sorted(attacks)[0]
    rects = {c: r for r, c in scene.hand.rects}
    click_at(app, rects[card].center)
    assert panel.picked == [card]
    press(app, pygame.K_RETURN)
    assert card in scene.session.state.hands[0]


# -- refusals ------------------------------------------------------------------------------------------
def test_a_refused_answer_changes_nothing_and_says_why() -> None:
    app, scene = at_prompt("launch_aim")
    panel = scene.prompt
    p = panel.prompt
    before = view_for(scene.session.state, None)
    count = len(scene.session.history)
    assert not panel.send({"type": "aim", "planet": 999})
    assert scene.table.message is not None and scene.table.message.startswith("Not allowed")
    assert view_for(scene.session.state, None) == before and len(scene.session.history) == count
    app.frame(DT)
    assert panel.prompt is p and scene.table.message is not None  # still asking, the reason on the panel
    press(app, pygame.K_1)  # a legal answer goes through and clears the message
    assert len(scene.session.history) > count


def test_a_card_with_several_plays_shows_just_its_options() -> None:
    app, scene = at_prompt("select_card")
    panel = scene.prompt
    card = scene.table.shown["hand"][0]
    other = scene.table.shown["hand"][1]
    options = (
        {"type": "pass"},
        {"type": "play", "card": card, "side": "offense"},
        {"type": "play", "card": card, "side": "defense"},
        {"type": "play", "card": other, "side": "offense"},
    )
    panel.show(Prompt(10_000, 0, "choose", "window", options))  # made up: no frame runs, nothing is sent
    panel.draw(app.screen)
    assert scene.hand.marks() == {card: PLAYABLE, other: PLAYABLE}
    assert panel.card_clicked(card)
    panel.draw(app.screen)
    labels = [b.label for b in panel.buttons if b.rect.w]
    assert sum("for the" in s for s in labels) == 2 and "Show all" in labels and "Pass" in labels
    pos = button(scene, "Show all").rect.center
    assert panel.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert panel.focus is None
