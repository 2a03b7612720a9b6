"""Team Cosmic for the bots (docs/rules.md, "Team Cosmic"): who the partner is (from the public view), the
partner's colour drawn for destiny, the gift of a colony, and a team's standing for the search bot.

The engine already keeps a bot from attacking its partner or allying against it; here the bot plays for the
team: it joins its partner's side (``alliance.ally_value``), never aims a power at its partner when someone
else will do (``senses.kit.pick_target``), and gifts a new colony when that brings the team's win closer.
"""

from __future__ import annotations

from typing import Any

from game.bots.situation import View, colonies_of, win_target

Option = dict[str, Any]
PARTNER_SIDE = 80.0  # what helping the partner's side is worth to an ally, besides its own gain


def partner_of(view: View, seat: int) -> int:
    """``seat``'s partner in ``view`` (-1: no teams, or the odd player)."""
    teams = view.get("teams")
    if not teams or not 0 <= seat < len(teams["partner"]):
        return -1
    return int(teams["partner"][seat])


def team_turns_left(mine: int, partners: int, target: int) -> int:
    """How many colonies the slower partner still needs: the team wins when both have ``target``."""
    return max(target - mine, target - partners, 0)


def should_gift(view: View, seat: int) -> bool:
    """Gift the colony just gained when it brings the team's win sooner: the partner then needs fewer
    colonies than the slower of the two did before (the seat at least two colonies ahead of its partner,
    this one counted)."""
    mate = partner_of(view, seat)
    if mate < 0:
        return False
    target = win_target(view)
    mine, theirs = colonies_of(view, seat), colonies_of(view, mate)
    return team_turns_left(mine - 1, theirs + 1, target) < team_turns_left(mine, theirs, target)


def choose_gift(view: View, seat: int, options: list[Option]) -> Option:
    """The ``team_gift`` prompt: gift or keep (``should_gift``)."""
    want = should_gift(view, seat)
    return next((o for o in options if o.get("gift") is want), options[0])


def choose_partner_colour(view: View, seat: int, options: list[Option]) -> Option:
    """The partner's colour drawn: attack the thinnest foreign colony in the partner's system (three ships
    at most there), else draw again."""
    attacks = [o for o in options if o.get("choice") == "encounter"]

    def defenders(o: Option) -> int:
        return int(view["planets"][o["planet"]]["ships"][o["player"]])

    if attacks:
        best = min(attacks, key=lambda o: (defenders(o), o["planet"]))
        if defenders(best) <= 3:
            return best
    return next((o for o in options if o.get("choice") == "redraw"), options[0])


def not_partner(view: View, seat: int, players: list[int]) -> list[int]:
    """``players`` without the seat's partner, unless that would leave nobody."""
    mate = partner_of(view, seat)
    rest = [s for s in players if s != mate]
    return rest or players


def team_score(view: View, seat: int, score: Any) -> float:
    """A team's position for ``score`` (a seat's position): the mean of the partners', the weaker counted
    twice (the team wins only when both have won); the odd player's own."""
    mate = partner_of(view, seat)
    if mate < 0:
        return float(score(view, seat))
    a, b = float(score(view, seat)), float(score(view, mate))
    return (a + b + 2 * min(a, b)) / 4


def rival_seats(view: View, seat: int) -> list[int]:
    """One seat for each other team (its lower seat) and the odd player, when not the seat's."""
    mate = partner_of(view, seat)
    out = []
    for s in range(len(view["players"])):
        if s in (seat, mate):
            continue
        other = partner_of(view, s)
        if other < 0 or s < other:
            out.append(s)
    return out


def seated_from_left(view: View, seat: int) -> list[int] | None:
    """The other seats clockwise from ``seat``'s left in the team seating (None without teams: by number)."""
    teams = view.get("teams")
    if not teams:
        return None
    seating = [int(s) for s in teams["seating"]]
    at = seating.index(seat)
    size = len(seating)
    return [s for s in (seating[(at + i) % size] for i in range(1, size)) if s >= 0 and s != seat]
