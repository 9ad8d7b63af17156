"""A brute-force reference for melds, independent of the engine's search: every meld of the deck
listed plainly, and every set of disjoint melds a hand holds tried one by one."""

from cardwidgets.games.ginrummy.melds import mask_of, points_of


def _all_melds():
    melds = []
    for rank in range(13):
        same = [suit * 13 + rank for suit in range(4)]
        for left_out in range(-1, 4):  # all four, or leave one out
            melds.append(sum(1 << c for i, c in enumerate(same) if i != left_out))
    for suit in range(4):
        for start in range(13):
            for end in range(start + 3, 14):
                melds.append(sum(1 << (suit * 13 + r) for r in range(start, end)))
    return melds


MELDS = tuple(_all_melds())


def brute_force(cards):
    """(least deadwood, the meld sets that reach it), by listing every set of disjoint melds."""
    mask = mask_of(cards)
    melds = [m for m in MELDS if m & mask == m]
    best, sets = None, []

    def extend(start, used, chosen):
        nonlocal best, sets
        dead = points_of(mask & ~used)
        if best is None or dead < best:
            best, sets = dead, [tuple(sorted(chosen))]
        elif dead == best:
            sets.append(tuple(sorted(chosen)))
        for i in range(start, len(melds)):
            if not melds[i] & used:
                extend(i + 1, used | melds[i], [*chosen, melds[i]])

    extend(0, 0, [])
    return best, set(sets)
