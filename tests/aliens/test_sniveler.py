"""Sniveler (Cosmic Incursion): the three whines, granted and refused, the FAQ's rulings (strictly worst
only, named values must exist, encounter cards only), what it may not do, and both flare halves."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.scenario import check_expectations, run_scenario
from tests.aliens.encounter_kit import check, encounter, run_with_extra

INC = {"incursion": True}
HANDS = {
    "0": ["Attack 04", "Attack 06"],
    "1": ["Attack 12", "Attack 08", "Attack 20"],
    "2": ["Attack 05", "Attack 30", "Negotiate"],
}
# three of the Sniveler's ships start in the warp; its Regroup brings one back to planet 0
WARPED = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 1}}
REGROUP = {"seat": 0, "type": "place", "ships": [[0, 1]]}


def _whine(whine: dict[str, Any], answers: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    """Seat 0 (Sniveler) attacks planet 5; in the window before invitations it whines, then the table
    answers. The encounter is cut short there (only the actions up to the answers are played)."""
    setup = kw.pop("setup", {"ships": WARPED})
    data = encounter(
        ["Sniveler", "", ""], kw.pop("hands", HANDS), "Attack 04", "Attack 12", config=INC, setup=setup
    )
    actions = data["actions"][:2]
    if "0" in setup.get("ships", {}) and setup["ships"]["0"] is WARPED["0"]:
        actions.insert(0, REGROUP)
    use = {"seat": 0, "type": "power", "alien": "Sniveler", "use": "whine", **whine}
    data["actions"] = [*actions, use, *answers]
    data["expect"] = kw.pop("expect", {})
    return data


def test_ships_granted_the_sniveler_frees_all_its_ships() -> None:
    """Both others agree: the Sniveler takes its two ships out of the warp."""
    data = _whine(
        {"about": "ships"},
        [
            {"seat": 1, "type": "whine_answer", "agree": True},
            {"seat": 2, "type": "whine_answer", "agree": True},
            {"seat": 0, "type": "place", "ships": [[1, 2]]},
        ],
        expect={"warp": [0, 0, 0], "event_data": [{"kind": "whine_granted", "seat": 0, "about": "ships"}]},
    )
    check(data)


def test_ships_refused_everyone_matches_the_sniveler_in_the_warp() -> None:
    """The defense refuses: nobody else is asked, and both others put two ships into the warp."""
    data = _whine(
        {"about": "ships"},
        [
            {"seat": 1, "type": "whine_answer", "agree": False},
            {"seat": 1, "type": "lose", "ships": [[6, 2]]},
            {"seat": 2, "type": "lose", "ships": [[11, 2]]},
        ],
        expect={"warp": [2, 2, 2], "event_data": [{"kind": "whine_refused", "seat": 0, "about": "ships"}]},
    )
    result = check(data)
    assert [e.data["seat"] for e in result.events if e.kind == "whine_answered"] == [1]


# seats 1 and 2 each hold one foreign colony; the Sniveler holds none
COLONIES = {
    "0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 4},
    "1": {"5": 4, "6": 4, "7": 4, "8": 4, "9": 3, "12": 1},
    "2": {"10": 4, "11": 4, "12": 4, "13": 4, "14": 3, "2": 1},
}


def test_colonies_granted_one_more_foreign_colony() -> None:
    """Both agree: the Sniveler founds a colony on planet 13 with two ships."""
    data = _whine(
        {"about": "colonies"},
        [
            {"seat": 1, "type": "whine_answer", "agree": True},
            {"seat": 2, "type": "whine_answer", "agree": True},
            {"seat": 0, "type": "whine_colony", "planet": 13},
            {"seat": 0, "type": "colony", "ships": [[1, 2]]},
        ],
        setup={"ships": COLONIES},
        expect={
            "foreign_colonies": [1, 1, 1],
            "event_data": [{"kind": "whine_colony", "seat": 0, "planet": 13}],
        },
    )
    check(data)


def test_faq_locust_colonies_refused_each_other_player_gives_one_up() -> None:
    """FAQ (Locust): one refusal and every other player loses one foreign colony of its choice, its
    ships going back to its other colonies."""
    data = _whine(
        {"about": "colonies"},
        [
            {"seat": 1, "type": "whine_answer", "agree": True},
            {"seat": 2, "type": "whine_answer", "agree": False},
            {"seat": 1, "type": "place", "ships": [[9, 1]]},
            {"seat": 2, "type": "place", "ships": [[14, 1]]},
        ],
        setup={"ships": COLONIES},
        expect={
            "foreign_colonies": [0, 0, 0],
            "warp": [0, 0, 0],
            "event_data": [
                {"kind": "colony_given_up", "seat": 1, "planet": 12},
                {"kind": "colony_given_up", "seat": 2, "planet": 2},
            ],
        },
    )
    check(data)


def test_cards_one_player_gives_such_a_card() -> None:
    """Whining for an attack of 20 or more: the defense gives its Attack 20; nobody else is asked."""
    data = _whine(
        {"about": "cards", "want": "attack", "at_least": 20},
        [{"seat": 1, "type": "whine_card", "card": "Attack 20"}],
        setup={},
        expect={"hand_sizes": [3, 2, 3], "event_data": [{"kind": "cards_given", "giver": 1, "receiver": 0}]},
    )
    result = check(data)
    assert "Attack 20" in [CARD_NAME[c] for c in result.state.hands[0]]


def test_cards_nobody_gives_all_such_cards_are_discarded() -> None:
    """Nobody gives an attack of 20 or more: the defense's Attack 20 and seat 2's Attack 30 are discarded."""
    data = _whine(
        {"about": "cards", "want": "attack", "at_least": 20},
        [
            {"seat": 1, "type": "whine_refuse"},
            {"seat": 2, "type": "whine_refuse"},
        ],
        setup={},
        expect={"hand_sizes": [2, 2, 2], "discard": ["Attack 20", "Attack 30"]},
    )
    check(data)


def test_faq_no_whine_on_a_tie_or_about_other_cards_or_missing_values() -> None:
    """FAQ: strictly the most ships in the warp (a tie is no whine), only encounter cards, only values
    printed on a card of the game (no attack 41, no attack 03 when holding an 06). Each is refused and
    leaves the table as it was."""
    tied = {"0": WARPED["0"], "1": {"5": 4, "6": 4, "7": 4, "8": 4, "9": 2}}
    for whine, setup in (
        ({"about": "ships"}, {"ships": tied}),
        ({"about": "colonies"}, {}),
        ({"about": "cards", "want": "attack", "at_least": 41}, {}),
        ({"about": "cards", "want": "attack", "at_least": 3}, {}),
        ({"about": "cards", "want": "reinforcement", "at_least": 0}, {}),
    ):
        data = _whine(whine, [], setup=setup)
        result = run_scenario(data)
        assert result.error is not None and result.error["code"] == "illegal_choice", whine
        assert result.error["index"] == len(data["actions"]) - 1
        assert not [e for e in result.events if e.kind == "whined"]
        assert [p.seat for p in result.state.prompts] == [0]


def test_a_main_player_may_not_give_a_card_that_does_not_fit() -> None:
    """Giving an Attack 12 for an attack of 20 or more is refused."""
    data = _whine(
        {"about": "cards", "want": "attack", "at_least": 20},
        [{"seat": 1, "type": "whine_card", "card": "Attack 12"}],
        setup={},
    )
    result = run_scenario(data)
    assert result.error is not None and result.error["code"] == "illegal_choice"
    assert result.error["index"] == len(data["actions"]) - 1
    assert len(result.state.hands[1]) == 3 and len(result.state.hands[0]) == 2


def test_wild_complaint_refused_sends_the_allies_home() -> None:
    """Sniveler Wild: seat 3, invited by nobody, complains to the offense; it refuses and its ally
    (seat 2) goes home."""
    hands = {**HANDS, "2": ["Attack 05"], "3": ["Flare: Sniveler", "Attack 07"]}
    data = encounter(
        ["Ghoul", "", "", ""],
        hands,
        "Attack 04",
        "Attack 12",
        config=INC,
        invites=([2], []),
        allies=(
            {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},
            {
                "seat": 3,
                "type": "play",
                "card": "Flare: Sniveler",
                "half": "wild",
                "use": "wild",
                "player": 0,
            },
            {"seat": 0, "type": "complaint", "invite": False},
            {"seat": 2, "type": "place", "ships": [[10, 2]]},
        ),
        expect={"offense_allies": [], "gate": [3, 0, 0, 0]},
    )
    data["actions"] = data["actions"][:-2]  # stop before the cards are chosen
    check(data)


def test_wild_complaint_answered_with_an_invitation() -> None:
    """Sniveler Wild: the defense lets the complainer (seat 2) join its side with two ships."""
    hands = {**HANDS, "2": ["Flare: Sniveler", "Attack 05"]}
    data = encounter(
        ["Ghoul", "", ""],
        hands,
        "Attack 04",
        "Attack 12",
        config=INC,
        allies=(
            {
                "seat": 2,
                "type": "play",
                "card": "Flare: Sniveler",
                "half": "wild",
                "use": "wild",
                "player": 1,
            },
            {"seat": 1, "type": "complaint", "invite": True},
            {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},
        ),
        expect={"defense_allies": [2], "ally_ships": [0, 0, 2]},
    )
    data["actions"] = data["actions"][:-2]
    check(data)


# The Super: seat 0 has four foreign colonies (in seat 2's system) and wins a fifth on planet 5; the
# Sniveler (seat 2) has four (in seat 1's system) and holds its flare.
NEAR_WIN = {
    "0": {"0": 4, "1": 4, "2": 4, "3": 3, "4": 1, "10": 1, "11": 1, "12": 1, "13": 1},
    "1": {"5": 4, "6": 4, "7": 4, "8": 4, "9": 4},
    "2": {"10": 4, "11": 4, "12": 4, "13": 4, "6": 1, "7": 1, "8": 1, "9": 1},
}
SUPER_HANDS = {
    "0": ["Attack 12", "Attack 06"],
    "1": ["Attack 04", "Attack 08"],
    "2": ["Flare: Sniveler", "Attack 20", "Attack 01"],
}
PLAY_SUPER = {"seat": 2, "type": "play", "card": "Flare: Sniveler", "half": "super", "use": "super"}


def _contest(after: list[dict[str, Any]], expect: dict[str, Any]) -> dict[str, Any]:
    data = encounter(
        ["", "", "Sniveler"],
        SUPER_HANDS,
        "Attack 12",
        "Attack 04",
        config=INC,
        setup={"ships": NEAR_WIN},
        after=(PLAY_SUPER, *after),
        expect=expect,
    )
    return data


def _special(card: str, invites: list[int], allies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The refused winner (seat 0) is met on its planet 3 by the Sniveler's four ships from planet 10."""
    return [
        {"seat": 0, "type": "share_win", "share": False},
        {"seat": 2, "type": "aim", "planet": 3},
        {"seat": 2, "type": "launch", "ships": [[10, 4]]},
        {"seat": 2, "type": "pass"},  # the whine it could make before invitations
        {"seat": 2, "type": "invite", "seats": invites},
        {"seat": 0, "type": "invite", "seats": []},
        *allies,
        {"seat": 2, "type": "encounter_card", "card": card},
        {"seat": 0, "type": "encounter_card", "card": "Attack 06"},
    ]


def test_super_the_winner_shares_the_win() -> None:
    """Sniveler Super: the winner lets the Sniveler, one colony short, share the win."""
    data = _contest(
        [{"seat": 0, "type": "share_win", "share": True}],
        {"over": True, "winners": [0, 2], "events": ["win_shared"]},
    )
    check(data)


def test_super_special_encounter_won_with_an_ally() -> None:
    """Refused, the Sniveler meets the winner in a special encounter and wins it: it and its ally (seat 1,
    with no foreign colony at all: FAQ, allies need not be one colony short) win with the winner."""
    ally = [{"seat": 1, "type": "ally", "side": "offense", "ships": [[6, 1]]}]
    data = _contest(
        _special("Attack 20", [1], ally),
        {
            "over": True,
            "winners": [0, 1, 2],
            "event_data": [
                {"kind": "special_encounter", "seat": 2, "player": 0},
                {"kind": "contest_decided", "seat": 2, "won": True},
            ],
        },
    )
    check(data)


def test_super_special_encounter_lost_the_win_stands() -> None:
    """The Sniveler loses its special encounter: the previous win stands."""
    data = _contest(
        _special("Attack 01", [], []),
        {"over": True, "winners": [0], "event_data": [{"kind": "contest_decided", "seat": 2, "won": False}]},
    )
    check(data)


def test_super_not_one_colony_short_is_refused() -> None:
    """With three foreign colonies the Sniveler may not challenge the win: nothing is offered, the game
    ends at once, and the play is refused."""
    ships = {**NEAR_WIN, "2": {"10": 4, "11": 4, "12": 4, "13": 5, "7": 1, "8": 1, "9": 1}}
    data = encounter(
        ["", "", "Sniveler"],
        SUPER_HANDS,
        "Attack 12",
        "Attack 04",
        config=INC,
        setup={"ships": ships},
        after=(PLAY_SUPER,),
    )
    result = run_scenario(data)
    assert result.error is not None and result.error["code"] == "game_over"
    assert result.state.winners == [0] and not [e for e in result.events if e.kind == "win_contested"]


def test_super_no_previous_winner_may_ally_with_the_sniveler() -> None:
    """In the special encounter the previous winners are barred from the Sniveler's side (the offense's
    invitation does not offer them); the others may still be invited."""
    data = _contest(_special("Attack 20", [1], [])[:4], {})
    result = run_scenario(data)
    assert result.error is None, result.error
    assert result.state.enc.mods.no_offense_ally == [0]
    prompt = next(p for p in result.state.prompts if p.ctx == "invite_offense")
    assert prompt.spec["candidates"] == [1]


def test_faq_locust_devoured_planets_count_and_stay() -> None:
    """FAQ (Locust): a devoured planet counts as a foreign colony for the whine, and a refusal does not take
    it away. Seat 1's only foreign colony is a devoured planet, seat 2 has a real one on planet 2."""
    colonies = {"0": COLONIES["0"], "1": {"5": 4, "6": 4, "7": 4, "8": 4, "9": 4}, "2": COLONIES["2"]}
    data = _whine(
        {"about": "colonies"},
        [
            {"seat": 1, "type": "whine_answer", "agree": False},
            {"seat": 2, "type": "place", "ships": [[14, 1]]},
        ],
        setup={"ships": colonies},
    )
    result = run_with_extra(data, {"kept_planets": {"1": [12]}})
    assert check_expectations(result, {"foreign_colonies": [0, 1, 0]}) == []
    assert [e.data for e in result.events if e.kind == "colony_given_up"] == [{"seat": 2, "planet": 2}]


def test_faq_f9_special_encounter_is_new_another_flare_yes_the_super_again_no() -> None:
    """FAQ F9: the special encounter is a new encounter, so the Sniveler, which played its Super in the
    winner's encounter, may play another flare in it (here the Genius Wild before invitations, drawing a
    card); once it loses that encounter and the win stands, its Super is not offered again."""
    hands = {**SUPER_HANDS, "2": [*SUPER_HANDS["2"], "Flare: Genius"]}
    actions = _special("Attack 01", [], [])
    genius = {
        "seat": 2,
        "type": "play",
        "card": "Flare: Genius",
        "half": "wild",
        "use": "wild",
        "drawers": [2],
    }
    actions.insert(actions.index({"seat": 2, "type": "pass"}), genius)
    data = encounter(
        ["", "", "Sniveler"],
        hands,
        "Attack 12",
        "Attack 04",
        config=INC,
        setup={"ships": NEAR_WIN},
        after=(PLAY_SUPER, *actions),
        expect={"over": True, "winners": [0]},
    )
    result = check(data)
    kinds = [e.kind for e in result.events]
    assert kinds.count("win_contested") == 1
    special = kinds.index("special_encounter")
    after = [(e.kind, e.data) for e in result.events[special:]]
    assert any(k == "card_played" and d["name"] == "Flare: Genius" and d["seat"] == 2 for k, d in after)
    assert ("drew", {"seat": 2, "count": 1}) in after
