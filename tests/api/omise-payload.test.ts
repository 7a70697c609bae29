// PromptPay payloads (EMVCo merchant-presented QR, Thai QR Payment): the shop's encoder against published payloads
// and an independent field reader and CRC. Pure functions; they live with the sandbox's API tests because the unit
// project covers contract/ and server/domain/ only.
import { describe, expect, it } from "vitest";
import {
  bahtText, billPaymentPayload, chargeQrPayload, crc16, SANDBOX_BILLER_ID, transferPayload,
} from "#integrations/payments/sandbox/promptpay.ts";
import { qrSvg } from "#integrations/payments/sandbox/qr-svg.ts";
import { crcOf, decodeQrSvg, emvFields } from "./omise-qr.ts";

describe("CRC-16/CCITT-FALSE", () => {
  it("gives the check value of the standard test string and of published PromptPay payloads", () => {
    expect(crc16("123456789")).toBe("29B1");
    // A published bill-payment QR (Thai QR test vector) and a published credit-transfer QR, each up to "6304".
    expect(
      crc16(
        "00020101021230710016A00000067701011201150112345678912330212REF1234567890312REF98765432153037645406200.005802T"
          + "H5906THAIQR6304")).toBe("F528");
    expect(crc16("00020101021129370016A000000677010111011300669245317755802TH54076000.0053037646304")).toBe("9B3B");
  });

  it("agrees with a bit-by-bit CRC written from the definition", () => {
    for (const text of ["", "A", "000201010212", "PromptPay ฿".replace("฿", "B"), "x".repeat(300)]) {
      expect(crc16(text), text).toBe(crcOf(text));
    }
  });
});

describe("PromptPay payloads", () => {
  it("writes a bill payment exactly as the published example", () => {
    expect(billPaymentPayload({ billerId: "011234567891233", ref1: "REF123456789", ref2: "REF987654321", amount: 20_000,
      merchantName: "THAIQR" }))
      .toBe(
      "00020101021230710016A00000067701011201150112345678912330212REF1234567890312REF98765432153037645406200.005802TH5"
        + "906THAIQR6304F528");
  });

  it("writes a one-time transfer to a mobile number in the 0066 form, with the amount in baht", () => {
    const payload = transferPayload("081-234-5678", 422);
    const fields = emvFields(payload);
    expect(fields.get("01")).toBe("12");
    expect(emvFields(fields.get("29") ?? "")).toEqual(new Map([["00", "A000000677010111"], ["01", "0066812345678"]]));
    expect(fields.get("54")).toBe("4.22");
    expect(fields.get("53")).toBe("764");
    expect(fields.get("63")).toBe(crcOf(payload.slice(0, -4)));
  });

  it("refuses ids and amounts that cannot be paid", () => {
    expect(() => transferPayload("12345", 100)).toThrow(RangeError);
    expect(() => bahtText(0)).toThrow(RangeError);
    expect(() => bahtText(10.5)).toThrow(RangeError);
    expect(bahtText(123_450)).toBe("1234.50");
    expect(bahtText(5)).toBe("0.05");
  });

  it("gives a sandbox charge a bill payment to the sandbox biller, its id as reference 1", () => {
    const payload = chargeQrPayload("chrg_test_5xuy4w91xqz7d1w9u0t", 129_050);
    const fields = emvFields(payload);
    const merchant = emvFields(fields.get("30") ?? "");
    expect(merchant.get("00")).toBe("A000000677010112");
    expect(merchant.get("01")).toBe(SANDBOX_BILLER_ID);
    expect(merchant.get("02")).toBe("5XUY4W91XQZ7D1W9U0T");
    expect(fields.get("54")).toBe("1290.50");
    expect(fields.get("58")).toBe("TH");
    expect(fields.get("63")).toBe(crcOf(payload.slice(0, -4)));
  });

  it("draws a QR that decodes back to the payload", () => {
    const payload = chargeQrPayload("chrg_test_abcdefghij0123456789", 1_000_001);
    const svg = qrSvg(payload, "PromptPay QR for ฿10,000.01");
    expect(svg).toContain('aria-label="PromptPay QR for ฿10,000.01"');
    expect(decodeQrSvg(svg)).toBe(payload);
  });
});
