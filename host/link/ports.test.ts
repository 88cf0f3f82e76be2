import { describe, expect, it } from 'vitest';
import { SerialPortMock } from 'serialport';
import { listPorts } from './ports.ts';

const MockBinding = SerialPortMock.binding;

describe('listPorts', () => {
  it('lists the ports a binding sees, sorted, without empty fields', async () => {
    MockBinding.reset();
    MockBinding.createPort('/dev/ttyACM1', { vendorId: '2341', productId: '0043' });
    MockBinding.createPort('/dev/ttyACM0', { manufacturer: '' });
    const result = await listPorts(MockBinding);
    expect(result).toEqual({
      ok: true,
      ports: [
        { path: '/dev/ttyACM0', serialNumber: '2' },
        { path: '/dev/ttyACM1', manufacturer: 'The J5 Robotics Company', serialNumber: '1', vendorId: '2341', productId: '0043' },
      ],
    });
    MockBinding.reset();
  });

  it('explains a Linux without udevadm', async () => {
    // What bindings-cpp rejects with when spawning udevadm fails.
    const err = Object.assign(new Error('spawn udevadm ENOENT'), { code: 'ENOENT', syscall: 'spawn udevadm', path: 'udevadm' });
    const result = await listPorts({ list: () => Promise.reject(err) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^cannot list serial ports: `udevadm` was not found/);
    expect(result.error).toMatch(/--port PATH/);
  });

  it('reports any other listing failure with its reason', async () => {
    const result = await listPorts({ list: () => Promise.reject(new Error('permission denied')) });
    expect(result).toEqual({ ok: false, error: 'cannot list serial ports: permission denied' });
  });

  it('survives a binding that throws instead of rejecting', async () => {
    const result = await listPorts({ list: () => { throw new Error('not supported here'); } });
    expect(result).toEqual({ ok: false, error: 'cannot list serial ports: not supported here' });
  });
});
