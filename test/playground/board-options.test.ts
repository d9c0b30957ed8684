/// <reference lib="dom" />
/**
 * Kohle, Kie$ & Knete's board-space families as setup controls, in Chromium (run by `npm run
 * test:playground`): a space's fixed families are a group of checkboxes and its family groups a list
 * of groups with a count, added by keyboard; an invalid combination is said by its control and keeps
 * the game from starting; axe finds nothing serious; and the game started from `/` has the families
 * chosen on its board. Screenshots of the new controls at 1280 and 390 px go to .tmp/screens/.
 */
import { join } from "node:path";
import { type AnyGame, describeOptions, games } from "backroom";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe.js";
import { SCREENS, usePlayground } from "./fixture.js";

const playground = usePlayground();

describe("Kohle, Kie$ & Knete's board families in the setup", () => {
  it("changes a space's families by keyboard and mouse, refuses a clash by its control, and plays them", async () => {
    const { page, errors } = await playground.page();
    await page.goto(playground.url);
    await page.getByRole("radio", { name: "Kohle, Kie$ & Knete", exact: true }).check();
    await page.getByRole("combobox", { name: "Players" }).selectOption({ label: "3 players" });
    for (const seat of [1, 2])
      await page
        .getByRole("combobox", { name: `Who plays Seat ${seat}` })
        .selectOption({ label: "bot: beginner" });
    await page.getByText("More options", { exact: true }).click();

    // Space 0 always needs Liebgeld and Raffzahn (the rulings' board); add Heiermann.
    const fixed = page.getByRole("group", { name: "Families always needed on space 0", exact: true });
    const box = (name: string) => fixed.getByRole("checkbox", { name, exact: true });
    expect(await box("Liebgeld").isChecked()).toBe(true);
    expect(await box("Raffzahn").isChecked()).toBe(true);
    expect(await box("Heiermann").isChecked()).toBe(false);
    await box("Heiermann").check();

    // A group added by keyboard: Enter on "Add a group", then the focus is in the new group.
    const groups = page.getByRole("group", { name: "Family groups on space 0", exact: true });
    expect(await groups.getByRole("group").count()).toBe(0);
    await groups.getByRole("button", { name: "Add a group", exact: true }).focus();
    await page.keyboard.press("Enter");
    const group = groups.getByRole("group", { name: "Group 1", exact: true });
    await group.waitFor();
    const refusal = groups.getByText("The setting Family groups on space 0 is not valid for this game.", {
      exact: true,
    });
    // A group of no family is refused, by its control.
    await refusal.waitFor();
    expect(
      await page.evaluate(
        () => document.activeElement?.closest("fieldset")?.querySelector("legend")?.textContent,
      ),
    ).toBe("Group 1");
    // Tab to Knetowitz (the second box) and tick it with the space bar.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    expect(await group.getByRole("checkbox", { name: "Knetowitz", exact: true }).isChecked()).toBe(true);
    await refusal.waitFor({ state: "hidden" });
    expect(await group.getByRole("spinbutton", { name: "How many of them", exact: true }).inputValue()).toBe(
      "1",
    );

    // Heiermann in the group too is a clash (a family counts once per space): said there, and Start is held back.
    await group.getByRole("checkbox", { name: "Heiermann", exact: true }).check();
    await refusal.waitFor();
    expect(
      await group.getByRole("checkbox", { name: "Heiermann", exact: true }).getAttribute("aria-invalid"),
    ).toBe("true");
    await group.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS, "board-options-refused-1280.png") });
    await expectNoSeriousViolations(page, "the setup with a refused board space");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    expect(await page.getByRole("region", { name: "Your move" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Start", exact: true }).isVisible()).toBe(true);
    await group.getByRole("checkbox", { name: "Heiermann", exact: true }).uncheck();
    await refusal.waitFor({ state: "hidden" });

    await fixed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS, "board-options-1280.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await fixed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS, "board-options-390.png") });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, "the setup's board families at 390 px");
    await page.setViewportSize({ width: 1280, height: 800 });

    // The game starts with space 0 needing Heiermann, Liebgeld, Raffzahn and one of Knetowitz.
    await page.getByRole("button", { name: "Start", exact: true }).click();
    // The table's board, not the small picture on the game's card (still there until the table is drawn).
    const spaces = page.locator("#board .space-list > li");
    const space = spaces.first();
    await space.waitFor();
    expect(await space.locator(".needs").innerText()).toMatch(
      /^Heiermann\s*Liebgeld\s*Raffzahn\s*1 of Knetowitz$/,
    );
    // Space 1 kept the rulings' families.
    expect(await spaces.nth(1).locator(".needs").innerText()).toMatch(/^Knetowitz\s*Piepenbrok\s*Talerfeld$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("refuses a list given whole (Campaign's parties) half-chosen, by its control, and starts it whole", async () => {
    const campaign = games.campaign as AnyGame;
    const parties = describeOptions(campaign, 2, { locale: "en" }).filter((option) => option.together);
    const [first, second] = parties.map((option) => ({
      label: option.label,
      choices: option.kind === "choice" ? option.choices.map((choice) => choice.label) : [],
    }));
    if (!first || !second) throw new Error("Campaign describes a party per seat");
    const { page, errors } = await playground.page();
    await page.goto(playground.url);
    await page.getByRole("radio", { name: campaign.title, exact: true }).check();
    await page.getByRole("combobox", { name: "Players" }).selectOption({ label: "2 players" });
    await page.getByRole("combobox", { name: "Who plays Seat 1" }).selectOption({ label: "bot: beginner" });
    const refusalOf = (label: string) =>
      page.getByText(`The setting ${label} is not valid for this game.`, { exact: true });
    await page.getByLabel(first.label, { exact: true }).selectOption({ label: first.choices[1] as string });
    await refusalOf(first.label).waitFor();
    await page.getByLabel(second.label, { exact: true }).selectOption({ label: second.choices[2] as string });
    await refusalOf(first.label).waitFor({ state: "hidden" });
    expect(await page.locator(".option-error:not([hidden])").count()).toBe(0);
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByRole("region", { name: "Your move" }).getByRole("button").first().waitFor();
    const table = await page.locator("#app").innerText();
    expect(table).toContain(first.choices[1] as string);
    expect(table).toContain(second.choices[2] as string);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
