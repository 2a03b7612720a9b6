"""How a side's total is said on screen, from the view's own figures (``encounter["<side>_parts"]``, which
the engine's ``resolution.side_breakdown`` computed): never a sum of our own.

``sum_words`` gives the whole sentence for the encounter panel ("Attack 20 + 12 ships = 32"); ``addends``
gives the parts after the card for a label under a card ("+ 12 ships"). Both read only public parts of the
view.
"""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_KIND, CARD_NAME, CARD_VALUE


def card_words(enc: dict[str, Any], side: str) -> str | None:
    """The side's card as the table sees it: its name, with what it counts as when that differs (a morph
    copying, a power changing its value); None when no card of that side lies face up or is counted. A
    revealed card is still named once it has left the table (the result it gave stays told)."""
    card = enc.get(f"{side}_card_up")
    if card is None:
        card = enc.get(f"{side}_card")  # revealed (None before the reveal, -1 if kept face down)
    parts = enc.get(f"{side}_parts")
    kind = enc.get(f"{side}_as")
    if isinstance(card, int) and card >= 0:
        name = CARD_NAME[card]
        if parts is None:
            return name
        value = int(parts["card"])
        if (kind and kind != CARD_KIND[card]) or value != CARD_VALUE[card]:
            return f"{name} (as {kind} {value})" if kind else f"{name} (counts {value})"
        return name
    if parts is not None and kind:  # kept face down under a claim: it counts as what was claimed
        return f"face-down card (as {kind} {int(parts['card'])})"
    return None


def _signed(amount: int, words: str) -> str:
    return f"+ {amount} {words}" if amount >= 0 else f"- {-amount} {words}"


def addends(parts: dict[str, Any], short: bool = False) -> list[str]:
    """What is added to the card's value, in order: the kicker, the ships, reinforcements, powers
    (``short``: the words of a label under a card)."""
    out = []
    if parts.get("kicker") is not None:
        out.append(f"x{parts['kicker']}" + ("" if short else " kicker"))
    count, worth = int(parts["ship_count"]), int(parts["ships"])
    ships = f"ship{'s' if count != 1 else ''}"
    out.append(_signed(count, ships) if worth == count else _signed(worth, f"for {count} {ships}"))
    if parts.get("bonus"):
        out.append(_signed(int(parts["bonus"]), "reinf." if short else "reinforcements"))
    if parts.get("powers"):
        out.append(_signed(int(parts["powers"]), "powers" if short else "from powers"))
    return out


def sum_words(enc: dict[str, Any], side: str) -> str | None:
    """The side's total as a sum: "Attack 20 x2 kicker + 12 ships + 3 reinforcements = 55"; None before
    the view counts totals."""
    parts = enc.get(f"{side}_parts")
    total = enc.get(f"{side}_total")
    if parts is None or total is None:
        return None
    card = card_words(enc, side) or "card"
    return " ".join([card, *addends(parts), f"= {total}"])
