"""A learning curve as a small self-contained SVG (no plotting library needed)."""

from __future__ import annotations

from html import escape

WIDTH, HEIGHT = 640, 320
LEFT, RIGHT, TOP, BOTTOM = 56, 16, 32, 40


def write_curve(
    path: str,
    curve: list[tuple[int, float]],
    fair: float,
    switch: int | None,
    title: str,
    switch_label: str = "imitation | PPO",
) -> None:
    """Writes ``curve`` (games played, mean reward of the recent games) with the fair share and the phase switch."""
    games = max(1, max((g for g, _ in curve), default=1))
    top = max(0.5, max((v for _, v in curve), default=0.0) * 1.1, fair * 1.6)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(g: float) -> float:
        return LEFT + plot_w * g / games

    def y(v: float) -> float:
        return TOP + plot_h * (1 - v / top)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif" font-size="11" role="img">',
        f"<title>Learning curve: {escape(title)}</title>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        f'<text x="{LEFT}" y="18" font-size="13">{escape(title)}</text>',
        f'<line x1="{LEFT}" y1="{y(0)}" x2="{WIDTH - RIGHT}" y2="{y(0)}" stroke="black"/>',
        f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{y(0)}" stroke="black"/>',
    ]
    for tick in range(6):
        value = top * tick / 5
        parts.append(f'<text x="{LEFT - 6}" y="{y(value) + 4:.1f}" text-anchor="end">{value:.2f}</text>')
        count = games * tick / 5
        anchor = "end" if tick == 5 else "middle"  # the last label ends at the axis' end, inside the picture
        parts.append(f'<text x="{x(count):.1f}" y="{HEIGHT - BOTTOM + 16}" text-anchor="{anchor}">{count:,.0f}</text>')
    parts.append(f'<text x="{LEFT + plot_w / 2}" y="{HEIGHT - 6}" text-anchor="middle">games played</text>')
    parts.append(
        f'<text x="14" y="{TOP + plot_h / 2}" transform="rotate(-90 14 {TOP + plot_h / 2})" '
        'text-anchor="middle">win share (recent games)</text>'
    )
    for level, label, colour in ((fair, "fair share", "#888"), (fair * 1.2, "1.2x", "#c60"), (fair * 1.5, "1.5x", "#2a2")):
        parts.append(
            f'<line x1="{LEFT}" y1="{y(level):.1f}" x2="{WIDTH - RIGHT}" y2="{y(level):.1f}" '
            f'stroke="{colour}" stroke-dasharray="4 3"/>'
        )
        parts.append(f'<text x="{WIDTH - RIGHT - 2}" y="{y(level) - 3:.1f}" text-anchor="end" fill="{colour}">{label}</text>')
    if switch is not None:
        parts.append(f'<line x1="{x(switch):.1f}" y1="{TOP}" x2="{x(switch):.1f}" y2="{y(0)}" stroke="#36c" stroke-dasharray="2 2"/>')
        parts.append(f'<text x="{x(switch) + 4:.1f}" y="{TOP + 12}" fill="#36c">{escape(switch_label)}</text>')
    points = " ".join(f"{x(g):.1f},{y(v):.1f}" for g, v in curve)
    parts.append(f'<polyline points="{points}" fill="none" stroke="#c03" stroke-width="1.5"/>')
    parts.append("</svg>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(parts) + "\n")
