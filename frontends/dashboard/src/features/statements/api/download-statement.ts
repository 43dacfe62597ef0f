import { Api } from '@portal/contracts/web';
import { api, saveFile } from '@portal/web-core';

/** The caller's statement of a past month as PDF, saved as statement-YYYY-MM.pdf. Throws ApiError like every call. */
export async function downloadStatementPdf(month: string): Promise<void> {
  saveFile(await api.call(Api.statements.monthlyPdf, { params: { month } }), `statement-${month}.pdf`);
}
