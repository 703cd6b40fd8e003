/** jsdom lays nothing out: here every element measures `height` tall, from the top of the page. */
export function everyElementMeasures(height: number): void {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ top: 0, bottom: height, height, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) }));
}
