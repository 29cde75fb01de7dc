import type { Page } from 'playwright-core';

/** Where the Gain box's button stands over the ticket (the zone buttons' box), as a share of its height. */
export async function gainTop(page: Page): Promise<number> {
  return page.locator('ol.zone-buttons [data-zone="gain"]').evaluate((button) => {
    const ticket = button.closest('ol')!.parentElement!.getBoundingClientRect();
    return (button.getBoundingClientRect().top - ticket.top) / ticket.height;
  });
}
